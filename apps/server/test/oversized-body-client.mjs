// A client in its own process (run by src/http/oversized-body.test.ts): the connection reset it looks for only
// shows when the sender and the server do not share an event loop. POSTs a JSON body of <bytes> bytes to <url>
// <count> times, one after the other, with fetch, and prints one JSON array: the status and body read back,
// or the network error's code.
const [url = '', bytes = '0', count = '1'] = process.argv.slice(2);
const body = Buffer.alloc(Number(bytes), 'a');
body.write('{"username":"');
const outcomes = [];
for (let attempt = 0; attempt < Number(count); attempt++) {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    outcomes.push({ status: response.status, body: await response.text() });
  } catch (error) {
    outcomes.push({ error: error?.cause?.code ?? String(error) });
  }
}
process.stdout.write(JSON.stringify(outcomes));
