// Baseline for fan-out: no database, no auth.
import { createServer } from 'node:http';
import { Server } from 'socket.io';
import { readStdinJson } from '../lib/processes.ts';

export interface BareSocketInput {
  room: string;
  event: string;
  payload: unknown;
}

const input = await readStdinJson<BareSocketInput>();
const server = createServer((request, response) => {
  if (request.method === 'POST' && request.url === '/emit') {
    request.resume();
    io.to(input.room).emit(input.event, input.payload);
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    return;
  }
  response.writeHead(404).end();
});
const io = new Server(server, { path: '/socket.io', serveClient: false });
io.on('connection', (socket) => {
  socket.on('join', (room: unknown, ack: unknown) => {
    if (typeof room === 'string') void socket.join(room);
    if (typeof ack === 'function') ack({ ok: true, room });
  });
});
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  console.log(JSON.stringify({ url: `http://127.0.0.1:${port}` }));
});
process.on('SIGTERM', () => {
  void io.close(() => process.exit(0));
});
