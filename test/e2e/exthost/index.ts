// The extension-test entry point VS Code loads (`extensionTestsPath`): runs the mocha suite in the
// extension host and fails the run when any test fails. Bundled by ../extensionHostBundle.ts;
// mocha itself stays external and resolves from the repository's node_modules.
import Mocha from 'mocha';
import { join } from 'node:path';

export function run(): Promise<void> {
  const mocha = new Mocha({ ui: 'bdd', reporter: 'spec', color: false, timeout: 60_000 });
  mocha.addFile(join(__dirname, 'suite.js'));
  return new Promise((resolve, reject) => {
    mocha.run((failures) => (failures ? reject(new Error(`${failures} extension-host test(s) failed`)) : resolve()));
  });
}
