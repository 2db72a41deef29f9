// A service with one slow route, run as its own process by run-service.test.ts.
import { createService } from '../create-service';
import { runService } from '../run-service';
import { createTestConfig } from '../testing';

const app = createService('tours', createTestConfig('/nonexistent'), {
  verifySession: async () => null,
});
app.get('/slow', async () => {
  await new Promise((resolve) => setTimeout(resolve, 500));
  return { finished: true };
});
await runService(app, { port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('listening\n');
