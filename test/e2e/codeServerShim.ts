// A stand-in "VS Code executable" for @vscode/test-electron's runTests (guide §2.6): it takes the
// arguments runTests passes to VS Code, runs the extension tests in code-server instead, prints
// the extension host's console and exits with the tests' exit code. No desktop VS Code exists on
// these machines, and test-electron's own download needs the internet.
import { CODE_SERVER_TOOLS, editorTools } from './tools';
import { makeRunDir, runExtensionTests, type ProfileDirs } from './codeServer';

interface ShimArgs extends ProfileDirs {
  workspace: string;
  extensionDevelopmentPath: string;
  extensionTestsPath: string;
}

function parse(argv: readonly string[]): ShimArgs {
  const option = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
  const positional = argv.filter((a) => !a.startsWith('--'));
  const args = {
    workspace: positional[0],
    extensionDevelopmentPath: option('extensionDevelopmentPath'),
    extensionTestsPath: option('extensionTestsPath'),
    userDataDir: option('user-data-dir'),
    extensionsDir: option('extensions-dir'),
  };
  const missing = Object.entries(args)
    .filter(([, v]) => !v)
    .map(([k]) => k);
  if (missing.length) throw new Error(`code-server shim: missing ${missing.join(', ')} in ${argv.join(' ')}`);
  return args as ShimArgs;
}

async function main(): Promise<number> {
  const args = parse(process.argv.slice(2));
  const deadlineMs = Number(process.env.HYDROCASE_E2E_DEADLINE_MS ?? 150_000);
  const run = makeRunDir('hydrocase-shim-');
  // If runTests' process dies, nobody waits for us: stop (the exit handler kills code-server).
  const parent = process.ppid;
  const orphanWatch = setInterval(() => process.ppid !== parent && process.exit(1), 1000);
  try {
    const code = await runExtensionTests(editorTools(CODE_SERVER_TOOLS), run.dir, { ...args, deadlineMs, write: (line) => process.stdout.write(`${line}\n`) }, args);
    if (code === 'timeout') {
      process.stderr.write(`code-server shim: the extension tests did not finish within ${deadlineMs} ms\n`);
      return 1;
    }
    return code;
  } finally {
    clearInterval(orphanWatch);
    run.remove();
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(1));

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
