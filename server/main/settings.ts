// The `hydrocase.*` settings the server reads, declared once: their defaults, and how each is read
// from what the client sends (a wrong type falls back to the default). package.json contributes
// the same keys with the same defaults; test/client/manifest.test.ts holds the two together.
import { settingsRuleLevels, type RuleLevels } from './ruleLevels';

export interface Settings {
  enable: boolean;
  validateOnType: boolean;
  maxProblemsPerFile: number;
  inlayHints: boolean;
  /** `hydrocase.rules`: levels over the case's hydrocase.json. */
  rules: RuleLevels;
  /** How long the validation thread may sit without a job before it is ended (0: kept); see validationThread.ts. */
  releaseAfterIdleSeconds: number;
}

/** Each setting as package.json names it, with its default. */
export const SETTING_DEFAULTS = {
  'hydrocase.enable': true,
  'hydrocase.validate.onType': true,
  'hydrocase.maxProblemsPerFile': 1000,
  'hydrocase.inlayHints.enable': true,
  'hydrocase.rules': {},
  'hydrocase.memory.releaseAfterIdleSeconds': 8,
} as const;

export const DEFAULT_SETTINGS: Settings = {
  enable: SETTING_DEFAULTS['hydrocase.enable'],
  validateOnType: SETTING_DEFAULTS['hydrocase.validate.onType'],
  maxProblemsPerFile: SETTING_DEFAULTS['hydrocase.maxProblemsPerFile'],
  inlayHints: SETTING_DEFAULTS['hydrocase.inlayHints.enable'],
  rules: new Map(),
  releaseAfterIdleSeconds: SETTING_DEFAULTS['hydrocase.memory.releaseAfterIdleSeconds'],
};

/** The settings from the client's `hydrocase` section (`workspace/configuration`). */
export function readSettings(raw: Record<string, unknown> | undefined, log: (message: string) => void): Settings {
  const section = (value: unknown) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined);
  const onType = section(raw?.validate)?.onType;
  const hints = section(raw?.inlayHints)?.enable;
  const max = raw?.maxProblemsPerFile;
  const release = section(raw?.memory)?.releaseAfterIdleSeconds;
  return {
    enable: typeof raw?.enable === 'boolean' ? raw.enable : DEFAULT_SETTINGS.enable,
    validateOnType: typeof onType === 'boolean' ? onType : DEFAULT_SETTINGS.validateOnType,
    maxProblemsPerFile: typeof max === 'number' && max >= 1 ? Math.floor(max) : DEFAULT_SETTINGS.maxProblemsPerFile,
    inlayHints: typeof hints === 'boolean' ? hints : DEFAULT_SETTINGS.inlayHints,
    rules: settingsRuleLevels(raw?.rules, log),
    releaseAfterIdleSeconds: typeof release === 'number' && Number.isFinite(release) && release >= 0 ? release : DEFAULT_SETTINGS.releaseAfterIdleSeconds,
  };
}
