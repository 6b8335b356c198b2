// The terms of the generic constraints against the registries: each term's entity id names an
// entity of the registry its variable reads. Plants, thermals, lines and buses are errors (REF-144);
// pumping stations, contracts and non-controllable sources the loader's warning (REF-145). Each
// problem sits on the id's characters inside the expression.
import { CASE_FILES } from '../../../core/case/layout';
import { getProperty, pathOf } from '../../../core/json/nodes';
import { spanInString } from '../../../model/genericConstraints/expression';
import type { EntityRegistry } from '../../../checks/constraintTables/fields';
import type { CrossFileContext, CrossFileRule } from '../../context';
import { relatedTopLevel } from '../common';
import { REGISTRY, registryIds } from './registries';

const FILE = CASE_FILES.genericConstraints;

function checkTerms(context: CrossFileContext, code: 'REF-144' | 'REF-145', registries: ReadonlySet<EntityRegistry>): void {
  const model = context.model.genericConstraints;
  const doc = context.model.documents.get(FILE);
  if (!model || !doc) return;
  const ids = new Map([...registries].map((registry) => [registry, registryIds(context, registry)]));
  for (const constraint of model.constraints) {
    if (!constraint.terms || !constraint.expression) continue;
    for (const term of constraint.terms) {
      const registry = term.kind.registry;
      if (!registries.has(registry)) continue;
      const declared = ids.get(registry);
      if (!declared || declared.has(term.entityId)) continue;
      const { file, list, noun } = REGISTRY[registry];
      const span = spanInString(doc, constraint.expression, term.entitySpan);
      const effect = code === 'REF-144' ? 'the loader rejects the case' : 'the loader only warns, and the term has no effect';
      context.report.jsonSpan(FILE, pathOf(constraint.expression), span.offset, span.length, code, `${term.variable}(${term.entityId}) names no ${noun} of ${file}: ${effect}`, {
        related: [relatedTopLevel(context, file, list, `no ${noun} here has id ${term.entityId}`)],
        data: { entityId: term.entityId, entityKind: registry },
      });
    }
  }
}

const ERRORS = new Set<EntityRegistry>(['hydro', 'thermal', 'line', 'bus']);
const WARNINGS = new Set<EntityRegistry>(['pumping', 'contract', 'ncs']);

const termsNameEntities: CrossFileRule = {
  ids: ['REF-144'],
  needs: ['genericConstraints', ...[...ERRORS].flatMap((registry) => REGISTRY[registry].needs)],
  run: (context) => checkTerms(context, 'REF-144', ERRORS),
};

const termsNameStubEntities: CrossFileRule = {
  ids: ['REF-145'],
  needs: ['genericConstraints', ...[...WARNINGS].flatMap((registry) => REGISTRY[registry].needs)],
  run: (context) => checkTerms(context, 'REF-145', WARNINGS),
};

/** REF-146 (warning): an exchange factor the loader skips: no such line, not a study stage, or a block the stage lacks. */
const exchangeFactorsApply: CrossFileRule = {
  ids: ['REF-146'],
  needs: ['exchangeFactors', 'lines', 'everyLineId', 'stages', 'stageIds'],
  run(context) {
    const entries = context.model.exchangeFactors?.entries;
    const lines = registryIds(context, 'line');
    if (!entries || !lines || context.resolved.studyStages.length === 0) return;
    const blocks = new Map(context.resolved.studyStages.map((stage) => [stage.info.id, stage.info.blockHours.length]));
    const file = CASE_FILES.exchangeFactors;
    for (const entry of entries) {
      if (entry.lineId !== undefined && !lines.has(entry.lineId)) {
        context.report.json(
          file,
          getProperty(entry.node, 'line_id') ?? entry.node,
          'REF-146',
          `line_id ${entry.lineId} names no line of ${CASE_FILES.lines}: the loader ignores this entry`,
          {
            related: [relatedTopLevel(context, CASE_FILES.lines, 'lines', `no line here has id ${entry.lineId}`)],
          },
        );
        continue;
      }
      if (entry.stageId === undefined) continue;
      const count = blocks.get(entry.stageId);
      if (count === undefined) {
        context.report.json(
          file,
          getProperty(entry.node, 'stage_id') ?? entry.node,
          'REF-146',
          `stage_id ${entry.stageId} is not a study stage of ${CASE_FILES.stages}: the loader ignores this entry`,
          {
            related: [relatedTopLevel(context, CASE_FILES.stages, 'stages', 'the study stages are declared here')],
          },
        );
        continue;
      }
      for (const block of entry.blocks) {
        if (block.blockId >= 0 && block.blockId < count) continue;
        const node = getProperty(block.node, 'block_id') ?? block.node;
        context.report.json(
          file,
          node,
          'REF-146',
          `block_id ${block.blockId} is not a block of stage ${entry.stageId}, which has ${count} block${count === 1 ? '' : 's'}: the loader ignores these factors`,
        );
      }
    }
  },
};

export const constraintJsonReferences: CrossFileRule[] = [termsNameEntities, termsNameStubEntities, exchangeFactorsApply];
