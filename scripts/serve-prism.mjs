#!/usr/bin/env node
// `npm run mock:prism`: serves the bundled contract with Prism on 127.0.0.1 (port 4010, or PORT).
// Every documented error is reachable with `Prefer: code=<status>, example=code_<code>`.
import { startPrism } from './prism.mjs';

const port = Number(process.env.PORT ?? 4010);
const prism = await startPrism({ port, stdio: 'inherit', log: process.env.PRISM_LOG ?? 'info' });
console.log(`
Staykit contract mock (Prism) on ${prism.url}
  try:   curl -H 'Client-Session: cs_demo_0000000000000000' ${prism.url}/hotels/demo-tokyo/booking_widget/init
  error: add -H 'Prefer: code=404, example=code_hotel_not_found'
Ctrl+C to stop.`);
const stop = () => prism.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
