/**
 * `pnpm demo:seed` and the Docker `demo-seed` service (docs/decisions/029): seeds the demo content
 * into the running site at SITE_URL, signed in as ADMIN_EMAIL with ADMIN_PASSWORD. A site that
 * already has tours or gallery photos is left alone. Exits 1 with one line when it cannot seed.
 */
import { describeSeedError, seedDemo } from './seed';

const siteUrl = process.env.SITE_URL || 'http://localhost:8080';
const email = process.env.ADMIN_EMAIL || 'admin@example.com';
const password = process.env.ADMIN_PASSWORD;
const log = (line: string) => console.log(`demo-seed | ${line}`);

if (!password) {
  log('ADMIN_PASSWORD is not set: the demo content is entered by the admin, so it needs it');
  process.exit(1);
}

/** The site may still be starting (docker compose starts this beside it). */
async function waitForSite(deadline: number): Promise<boolean> {
  while (Date.now() < deadline) {
    const ok = await fetch(new URL('/health', siteUrl), { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return true;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return false;
}

if (!(await waitForSite(Date.now() + 120_000))) {
  log(`${siteUrl}/health did not answer within 120 s: nothing seeded`);
  process.exit(1);
}
try {
  const result = await seedDemo({ siteUrl, admin: { email, password }, log });
  log(
    result.seeded
      ? `seeded ${result.tours} tours, ${result.photos} photos and ${result.reviews} reviews in ${(result.ms / 1000).toFixed(1)} s`
      : `nothing seeded: ${result.reason}`,
  );
} catch (error) {
  log(`demo content not seeded: ${describeSeedError(error)}`);
  process.exit(1);
}
