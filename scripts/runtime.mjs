// The Node.js the product runs and is tested on: the `node` package pinned in package.json's devDependencies puts
// that runtime in node_modules/.bin, and npm scripts run on it whatever Node started npm (docs/decisions/0034).

export const REQUIRED_MAJOR = 24;

export function runtimeMajor(version = process.versions.node) {
  return Number(version.split('.')[0]);
}
