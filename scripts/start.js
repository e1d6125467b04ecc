/**
 * `npm start`: brings the server and web builds up to date (scripts/build.js; file dates only when
 * nothing changed), then runs the compiled server. Stack traces in its log point into the TypeScript.
 */
const { ensureBuilds, SERVER_ENTRY } = require('./build');

process.setSourceMapsEnabled(true);
try {
  ensureBuilds();
} catch (err) {
  process.stderr.write(`${err.message}\n`);
  process.exit(1);
}
require(SERVER_ENTRY);
