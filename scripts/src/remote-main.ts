import { hostRemote } from './remote-hosting.js';
import { remoteNames, type RemoteName } from './paths.js';

// One remote's static server as its own process (start:stack): node remote-main.js <name> <port>
const [name, port] = process.argv.slice(2);
if (!remoteNames.includes(name as RemoteName) || !port) {
  console.error(`usage: remote-main.js <${remoteNames.join('|')}> <port>`);
  process.exit(2);
}
const listening = await hostRemote(name as RemoteName, process.env.HOST ?? '127.0.0.1', Number(port));
process.once('SIGTERM', () => void listening.close().then(() => process.exit(0)));
process.once('SIGINT', () => void listening.close().then(() => process.exit(0)));
