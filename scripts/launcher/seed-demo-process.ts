/**
 * The demo seed as `pnpm start` runs it (seed-demo.ts): in a process of its own, so that the
 * photos it reads and sends, and the modules it loads, leave with it rather than stay in the
 * launcher for as long as the site runs (docs/decisions/034). Prints one JSON line: the seed's
 * result, or `{ "error": "..." }`.
 */
import { describeSeedError, seedDemo } from '../demo/seed';

const { SITE_URL, ADMIN_EMAIL, ADMIN_PASSWORD } = process.env;
try {
  const result = await seedDemo({
    siteUrl: SITE_URL!,
    admin: { email: ADMIN_EMAIL!, password: ADMIN_PASSWORD! },
  });
  process.stdout.write(`${JSON.stringify(result)}\n`);
} catch (error) {
  process.stdout.write(`${JSON.stringify({ error: describeSeedError(error) })}\n`);
}
