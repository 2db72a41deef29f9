import { startTestIdentity } from '@mt/identity/testing';
import { createTempDataDir, createTestConfig } from '@mt/service-kit/testing';
import { buildApp } from '../src/app';
import type { MediaConfig } from '../src/config';

/** A media service on a fresh DATA_DIR, with a real identity service for admin sessions. */
export async function startMedia(options: { config?: Partial<MediaConfig> } = {}) {
  const data = createTempDataDir('mt-media-');
  const identity = await startTestIdentity(data.dir);
  const app = await buildApp({
    ...createTestConfig(data.dir, { IDENTITY_URL: identity.url }),
    ...options.config,
  });
  await app.ready();
  const admin = await identity.signIn();
  return {
    app,
    admin,
    dataDir: data.dir,
    async close() {
      await app.close();
      await identity.close();
      data.remove();
    },
  };
}

export type MediaHarness = Awaited<ReturnType<typeof startMedia>>;
