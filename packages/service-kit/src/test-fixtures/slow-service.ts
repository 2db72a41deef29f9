// A service with one slow route, run as its own process by run-service.test.ts.
import { createService } from '../create-service';
import { runService } from '../run-service';
import { createTestConfig } from '../testing';

const app = createService('tours', createTestConfig('/nonexistent'), {
  verifySession: async () => null,
});
app.get('/slow', async () => {
  // The test signals only once the request is surely inside the service.
  process.stdout.write('received\n');
  await new Promise((resolve) => setTimeout(resolve, 500));
  return { finished: true };
});
await runService(
  () => ({ PORT: Number(process.env.PORT), HOST: '127.0.0.1' }),
  () => app,
);
process.stdout.write('listening\n');
