// The HydroCase server's custom messages, as the client calls them: declared once in
// server/protocol/ (constants and types only, so no server code is bundled into the extension).
export * from '../server/protocol';
