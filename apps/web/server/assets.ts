import { readFileSync } from 'node:fs';
import path from 'node:path';

type ManifestChunk = { file: string; css?: string[]; isEntry?: boolean };

/**
 * The browser build's entry script and stylesheets, from the manifest Vite writes beside it
 * (vite.config.ts `build.manifest`): the rendered document links the very files the
 * client-rendered index.html does.
 */
export function readClientAssets(clientDist: string) {
  const manifestFile = path.join(clientDist, '.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest['index.html'];
  if (!entry?.isEntry) throw new Error(`${manifestFile} has no index.html entry`);
  return {
    scripts: [`/${entry.file}`],
    styles: (entry.css ?? []).map((file) => `/${file}`),
  };
}
