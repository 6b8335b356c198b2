// The constraints/ tables against the registries and the calendar: every id names an entity
// (REF-140), every stage_id is a study stage (REF-141 warning where the loader ignores the row,
// REF-142 error for ncs_bounds), every block_id of a generic constraint bound is a block of its
// stage (REF-143). Each is one problem per (rule, table, column), listing the ids and rows (D27).
import { rowRanges } from '../../../checks/arCoefficients/check';
import { CONSTRAINT_TABLES, CONSTRAINT_TABLE_KINDS, STAGE_COLUMN, BLOCK_COLUMN, type ConstraintTableKind } from '../../../checks/constraintTables/fields';
import type { KeyedRows } from '../../../checks/constraintTables/check';
import type { CrossFileContext, CrossFileRule } from '../../context';
import { STAGES, relatedTopLevel } from '../common';
import { describeIds } from '../../../core/text';
import { REGISTRY, registryIds } from './registries';

function keyedRows(context: CrossFileContext, kind: ConstraintTableKind): KeyedRows | undefined {
  return context.model[kind]?.keyed;
}

/** The rows whose `value` fails `unknown`, grouped by value. */
function rowsWhere(keyed: KeyedRows, value: (i: number) => number | undefined, unknown: (value: number) => boolean): Map<number, number[]> {
  const rows = new Map<number, number[]>();
  for (let i = 0; i < keyed.count; i++) {
    const v = value(i);
    if (v === undefined || !unknown(v)) continue;
    const list = rows.get(v);
    if (list) list.push(keyed.row[i]!);
    else rows.set(v, [keyed.row[i]!]);
  }
  return rows;
}

/** REF-140: one check per table, each needing its table and its registry. */
function namesEntities(kind: ConstraintTableKind): CrossFileRule {
  const table = CONSTRAINT_TABLES[kind];
  const registry = REGISTRY[table.entity.registry];
  return {
    ids: ['REF-140'],
    needs: [kind, ...registry.needs],
    run(context) {
      const keyed = keyedRows(context, kind);
      const ids = registryIds(context, table.entity.registry);
      if (!keyed || !ids) return;
      const unknown = rowsWhere(
        keyed,
        (i) => keyed.entityId[i],
        (id) => !ids.has(id),
      );
      if (unknown.size === 0) return;
      const column = table.entity.column;
      context.report.parquetRows(
        table.file,
        rowRanges([...unknown.values()].flat()),
        column,
        'REF-140',
        `${describeIds(unknown.keys(), column)} ${unknown.size === 1 ? 'names' : 'name'} no ${registry.noun} of ${registry.file}: the loader rejects rows for an undeclared ${table.entity.noun}`,
        {
          related: [relatedTopLevel(context, registry.file, registry.list, `the ${registry.noun}s are declared here`)],
          data: { entityIds: [...unknown.keys()].sort((a, b) => a - b), entityKind: table.entity.registry },
        },
      );
    },
  };
}

/** REF-141 / REF-142: rows at a stage that is not a study stage. */
function atStudyStages(kind: ConstraintTableKind): CrossFileRule {
  const table = CONSTRAINT_TABLES[kind];
  const code = table.stage === 'mustBeStudy' ? 'REF-142' : 'REF-141';
  return {
    ids: [code],
    needs: [kind, 'stages', 'stageIds'],
    run(context) {
      const keyed = keyedRows(context, kind);
      if (!keyed || context.resolved.studyStages.length === 0) return;
      const study = new Set(context.resolved.studyStages.map((stage) => stage.info.id));
      const unknown = rowsWhere(
        keyed,
        (i) => keyed.stageId[i],
        (id) => !study.has(id),
      );
      if (unknown.size === 0) return;
      const what = `${describeIds(unknown.keys(), 'stage_id')} ${unknown.size === 1 ? 'is' : 'are'} not a study stage of ${STAGES}`;
      const message = code === 'REF-142' ? `${what}: the loader rejects ncs_bounds rows outside the study stages` : `${what}: the loader ignores these rows`;
      context.report.parquetRows(table.file, rowRanges([...unknown.values()].flat()), STAGE_COLUMN, code, message, {
        related: [relatedTopLevel(context, STAGES, 'stages', 'the study stages are declared here')],
        data: { stageIds: [...unknown.keys()].sort((a, b) => a - b) },
      });
    },
  };
}

/** REF-143: a generic constraint bound's block_id is a block of its (study) stage. */
const boundsNameBlocks: CrossFileRule = {
  ids: ['REF-143'],
  needs: ['genericBounds', 'stages', 'stageIds'],
  run(context) {
    const keyed = keyedRows(context, 'genericBounds');
    if (!keyed?.blockId || !keyed.blockIsNull) return;
    const blocks = new Map(context.resolved.studyStages.map((stage) => [stage.info.id, stage.info.blockHours.length]));
    const failing: number[] = [];
    let first: { block: number; stage: number; count: number } | undefined;
    for (let i = 0; i < keyed.count; i++) {
      if (keyed.blockIsNull[i]) continue;
      const count = blocks.get(keyed.stageId[i]!);
      const block = keyed.blockId[i]!;
      if (count === undefined || (block >= 0 && block < count)) continue;
      failing.push(keyed.row[i]!);
      first ??= { block, stage: keyed.stageId[i]!, count };
    }
    if (!first) return;
    context.report.parquetRows(
      CONSTRAINT_TABLES.genericBounds.file,
      rowRanges(failing),
      BLOCK_COLUMN,
      'REF-143',
      `block_id ${first.block} is not a block of stage ${first.stage}, which has ${first.count} block${first.count === 1 ? '' : 's'} (0 to ${first.count - 1}); a null block_id applies the bound to every block`,
      { related: [relatedTopLevel(context, STAGES, 'stages', 'the stages and their blocks are declared here')] },
    );
  },
};

export const constraintTableReferences: CrossFileRule[] = [...CONSTRAINT_TABLE_KINDS.map(namesEntities), ...CONSTRAINT_TABLE_KINDS.map(atStudyStages), boundsNameBlocks];
