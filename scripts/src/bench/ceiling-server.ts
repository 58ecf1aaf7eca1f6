// The ceiling: a bare node:http server answering a small JSON body, run as its own process (as
// every service is), so the load generator and it compete for the machine as they do in the runs.
// Prints its port on stdout once it listens.
import { createServer } from 'node:http';

const body = JSON.stringify({ status: 'ok', service: 'ceiling' });
const server = createServer((_req, res) => {
  res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address && typeof address === 'object') console.log(String(address.port));
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
