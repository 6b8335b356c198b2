// File URIs and paths as the server's modules exchange them: a URI that is not a file URI (or does
// not parse) stands for itself, so a hostile client's odd URI never throws.
import { fileURLToPath, pathToFileURL } from 'node:url';
import { kindOf } from '../../shared/core/case/regularFile';

export function pathOf(uri: string): string {
  try {
    return uri.startsWith('file:') ? fileURLToPath(uri) : uri;
  } catch {
    return uri;
  }
}

export function uriOf(path: string): string {
  return pathToFileURL(path).toString();
}

export function isFile(path: string): boolean {
  return kindOf(path) === 'file';
}
