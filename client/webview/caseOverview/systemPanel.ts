// The overview's "System" view: draws the system the language server laid out (the hydro cascade
// and the network of buses and lines, as SVG boxes and lines at the positions it computed) and the
// plants by bus as a table. A click (or Tab and the arrow-free focus) selects an entity and shows
// it in the details; a double-click or Enter shows its JSON entry beside the overview, without the
// focus, exactly like the grid. Colours are the theme's; problems are a coloured border and a
// marker letter, undeclared ids a dashed box, so colour is never the only signal.
import type { OverviewLink } from '../../../shared/views/caseOverview';
import { entityLabel, worstSeverity, type GraphEdge, type SystemEntity, type SystemGraph, type SystemOverview } from '../../../shared/views/systemModel';
import { button, factList, heading, paragraph, problemItems } from './factsPanel';

const SVG = 'http://www.w3.org/2000/svg';
const KIND_WORDS = { bus: 'bus', hydro: 'hydro plant', thermal: 'thermal plant' } as const;
const FILE_OF = { bus: 'system/buses.json', hydro: 'system/hydros.json', thermal: 'system/thermals.json' } as const;

export interface SystemPanelActions {
  /** Show a JSON range beside the overview (the focus stays here). */
  open(link: OverviewLink): void;
  /** The selection in words, for the status line (what screen readers read). */
  describe(words: string): void;
}

/** Fills `panel` with the system's graphs and table; selection details go to `details`. */
export function renderSystem(panel: HTMLElement, details: HTMLElement, system: SystemOverview | undefined, actions: SystemPanelActions): void {
  if (!system || system.entities.length === 0) {
    panel.replaceChildren(paragraph('No buses, lines or plants read: system/buses.json, lines.json, hydros.json and thermals.json are missing or empty.'));
    return;
  }
  const select = (entity: number) => {
    for (const node of panel.querySelectorAll('.selected')) node.classList.remove('selected');
    for (const node of panel.querySelectorAll(`[data-entity="${entity}"]`)) node.classList.add('selected');
    showEntity(details, system, entity, actions);
    actions.describe(entityWords(system.entities[entity]!));
  };
  const open = (entity: number) => {
    const link = system.entities[entity]!.link;
    if (link !== undefined) actions.open(system.links[link]!);
  };
  const hydros = system.entities.filter((e) => e.kind === 'hydro' && !e.undeclared).length;
  const buses = system.entities.filter((e) => e.kind === 'bus' && !e.undeclared).length;
  const cycleNote = system.cycles.length
    ? ` ${system.cycles.length} cycle${system.cycles.length > 1 ? 's' : ''}: ${system.cycles.map((c) => c.map((e) => system.entities[e]!.id).join(' → ')).join('; ')} (red arrows): water would flow back into itself.`
    : '';
  panel.replaceChildren(
    section(
      'Hydro cascade',
      `${hydros} plants; each arrow goes from a plant to the plant its water flows to (downstream_id).${cycleNote}`,
      graphSvg(system, system.cascade, 'cascade', select, open),
    ),
    section('Network', `${buses} buses; each line joins its source and target bus.`, graphSvg(system, system.network, 'network', select, open)),
    section('Plants by bus', '', busTable(system, select, open)),
  );
}

function section(title: string, note: string, content: Element): HTMLElement {
  const element = document.createElement('section');
  element.className = 'system-section';
  element.append(heading(title));
  if (note) element.append(paragraph(note));
  element.append(content);
  return element;
}

function graphSvg(system: SystemOverview, graph: SystemGraph, name: string, select: (entity: number) => void, open: (entity: number) => void): Element {
  if (graph.nodes.length === 0) return paragraph('Nothing to draw.');
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('width', String(Math.ceil(graph.width)));
  svg.setAttribute('height', String(Math.ceil(graph.height)));
  svg.setAttribute('role', 'group');
  svg.setAttribute('aria-label', name);
  svg.classList.add('system-graph');
  svg.append(arrowMarker(`${name}-arrow`, 'edge'), arrowMarker(`${name}-arrow-cycle`, 'edge cycle'));
  for (const edge of graph.edges) svg.append(edgePath(edge, name));
  for (const node of graph.nodes) {
    const entity = system.entities[node.entity]!;
    const group = document.createElementNS(SVG, 'g');
    const severity = worstSeverity(entity.problems);
    group.setAttribute('class', `node ${entity.kind}${entity.undeclared ? ' undeclared' : ''}${severity ? ` ${severity}` : ''}`);
    group.setAttribute('tabindex', '0');
    group.setAttribute('role', 'button');
    group.setAttribute('aria-label', entityWords(entity));
    group.dataset.entity = String(node.entity);
    const box = document.createElementNS(SVG, 'rect');
    box.setAttribute('x', String(node.x - node.width / 2));
    box.setAttribute('y', String(node.y - node.height / 2));
    box.setAttribute('width', String(node.width));
    box.setAttribute('height', String(node.height));
    box.setAttribute('rx', entity.kind === 'bus' ? '2' : '8');
    const text = document.createElementNS(SVG, 'text');
    text.setAttribute('x', String(node.x));
    text.setAttribute('y', String(node.y + 4));
    text.setAttribute('text-anchor', 'middle');
    text.textContent = `${entityLabel(entity)}${severity ? ` ${severity === 'error' ? '✖' : severity === 'warning' ? '▲' : 'ℹ'}` : ''}`;
    const title = document.createElementNS(SVG, 'title');
    title.textContent = entityWords(entity);
    group.append(title, box, text);
    group.addEventListener('click', () => select(node.entity));
    group.addEventListener('focus', () => select(node.entity));
    group.addEventListener('dblclick', () => open(node.entity));
    group.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter') return;
      event.preventDefault();
      open(node.entity);
    });
    svg.append(group);
  }
  return svg;
}

function edgePath(edge: GraphEdge, name: string): Element {
  const group = document.createElementNS(SVG, 'g');
  const line = document.createElementNS(SVG, 'polyline');
  line.setAttribute('points', edge.points.map((p) => `${p.x},${p.y}`).join(' '));
  line.setAttribute('class', `edge${edge.inCycle ? ' cycle' : ''}`);
  if (name === 'cascade') line.setAttribute('marker-end', `url(#${name}-arrow${edge.inCycle ? '-cycle' : ''})`);
  group.append(line);
  if (edge.label && edge.labelAt) {
    const label = document.createElementNS(SVG, 'text');
    label.setAttribute('x', String(edge.labelAt.x));
    label.setAttribute('y', String(edge.labelAt.y + 4));
    label.setAttribute('text-anchor', 'middle');
    label.setAttribute('class', 'edge-label');
    label.textContent = edge.label;
    group.append(label);
  }
  return group;
}

function arrowMarker(id: string, className: string): Element {
  const defs = document.createElementNS(SVG, 'defs');
  const marker = document.createElementNS(SVG, 'marker');
  marker.setAttribute('id', id);
  marker.setAttribute('viewBox', '0 0 10 10');
  marker.setAttribute('refX', '9');
  marker.setAttribute('refY', '5');
  marker.setAttribute('markerWidth', '7');
  marker.setAttribute('markerHeight', '7');
  marker.setAttribute('orient', 'auto-start-reverse');
  const path = document.createElementNS(SVG, 'path');
  path.setAttribute('d', 'M 0 0 L 10 5 L 0 10 z');
  path.setAttribute('class', `arrow ${className}`);
  marker.append(path);
  defs.append(marker);
  return defs;
}

function busTable(system: SystemOverview, select: (entity: number) => void, open: (entity: number) => void): Element {
  if (system.byBus.length === 0) return paragraph('No bus declared or named.');
  const table = document.createElement('table');
  table.className = 'by-bus';
  const head = table.createTHead().insertRow();
  for (const title of ['Bus', 'Hydro plants', 'Thermal plants']) head.append(Object.assign(document.createElement('th'), { textContent: title }));
  const body = table.createTBody();
  for (const row of system.byBus) {
    const tr = body.insertRow();
    tr.insertCell().append(entityButton(system, row.bus, select, open));
    for (const members of [row.hydros, row.thermals]) {
      const cell = tr.insertCell();
      if (members.length === 0) cell.append(Object.assign(document.createElement('span'), { className: 'muted', textContent: 'none' }));
      for (const member of members) cell.append(entityButton(system, member, select, open), ' ');
    }
  }
  return table;
}

function entityButton(system: SystemOverview, entity: number, select: (entity: number) => void, open: (entity: number) => void): HTMLElement {
  const info = system.entities[entity]!;
  const element = document.createElement('button');
  element.type = 'button';
  const severity = worstSeverity(info.problems);
  element.className = `entity-link${info.undeclared ? ' undeclared' : ''}${severity ? ` ${severity}` : ''}`;
  element.textContent = entityLabel(info);
  element.title = entityWords(info);
  element.dataset.entity = String(entity);
  element.addEventListener('click', () => select(entity));
  element.addEventListener('dblclick', () => open(entity));
  return element;
}

function entityWords(entity: SystemEntity): string {
  const problems = entity.problems.length ? `, ${entity.problems.length} problem${entity.problems.length > 1 ? 's' : ''}` : '';
  if (entity.undeclared) return `${KIND_WORDS[entity.kind]} ${entity.id}: named but not declared in ${FILE_OF[entity.kind]}`;
  return `${KIND_WORDS[entity.kind]} ${entity.id}${entity.name ? ` (${entity.name})` : ''}${problems}. Enter or double-click shows its entry.`;
}

function showEntity(details: HTMLElement, system: SystemOverview, index: number, actions: SystemPanelActions): void {
  const entity = system.entities[index]!;
  const parts: HTMLElement[] = [heading(`${KIND_WORDS[entity.kind]} ${entity.id}${entity.name ? ` (${entity.name})` : ''}`)];
  if (entity.undeclared) parts.push(paragraph(`Named by another entry, but ${FILE_OF[entity.kind]} declares no ${KIND_WORDS[entity.kind]} with id ${entity.id}.`));
  const facts = entityFacts(system, index);
  if (facts.length) parts.push(factList(facts));
  if (entity.problems.length) parts.push(heading('Problems'), problemItems(entity.problems));
  if (entity.link !== undefined) {
    const link = system.links[entity.link]!;
    parts.push(button(`Show ${link.file} (Enter)`, () => actions.open(link)));
  }
  details.replaceChildren(...parts);
}

/** What the graphs say about an entity, in words: its bus, where its water goes and comes from, its lines. */
function entityFacts(system: SystemOverview, index: number): Array<{ label: string; value: string }> {
  const entity = system.entities[index]!;
  const name = (i: number) => entityLabel(system.entities[i]!);
  const facts: Array<{ label: string; value: string }> = [];
  const busRow = system.byBus.find((row) => row.hydros.includes(index) || row.thermals.includes(index));
  if (busRow) facts.push({ label: 'bus', value: name(busRow.bus) });
  if (entity.kind === 'hydro') {
    const down = system.cascade.edges.find((edge) => edge.from === index);
    facts.push({ label: 'downstream', value: down ? name(down.to) : 'none: the water leaves the system' });
    const up = system.cascade.edges.filter((edge) => edge.to === index).map((edge) => name(edge.from));
    facts.push({ label: 'upstream', value: up.length ? up.join(', ') : 'none: a headwater plant' });
    const cycle = system.cycles.find((c) => c.includes(index));
    if (cycle) facts.push({ label: 'cycle', value: cycle.map(name).join(' → ') });
  }
  if (entity.kind === 'bus') {
    const row = system.byBus.find((r) => r.bus === index);
    if (row) facts.push({ label: 'plants', value: `${row.hydros.length} hydro, ${row.thermals.length} thermal` });
    const lines = system.network.edges.filter((edge) => edge.from === index || edge.to === index);
    facts.push({ label: 'lines', value: lines.length ? lines.map((edge) => `${edge.label ?? 'line'} to ${name(edge.from === index ? edge.to : edge.from)}`).join(', ') : 'none' });
  }
  return facts;
}
