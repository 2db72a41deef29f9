import { describe, expect, it } from 'vitest';

import {
  addImageRow,
  prepareImagesForSubmit,
  removeImageRow,
  setMainImageRow,
  toImageRows,
  updateImageRow,
} from './tour-image-rows';
import type { ImageRow } from './tour-image-rows';

const summary = (rows: ImageRow[]) =>
  rows.map((row) => `${row.image_url}:${row.display_order}${row.is_main ? '*' : ''}`);

function threeRows() {
  let rows = addImageRow([], '/a.jpg');
  rows = addImageRow(rows, '/b.jpg');
  return addImageRow(rows, '/c.jpg');
}

describe('tour image rows', () => {
  it('makes the first image added main and appends with display_order = position', () => {
    const rows = threeRows();
    expect(summary(rows)).toEqual(['/a.jpg:0*', '/b.jpg:1', '/c.jpg:2']);
    expect(new Set(rows.map((row) => row.key)).size).toBe(3);
    expect(addImageRow([])[0]).toMatchObject({ image_url: '', alt_text: '', is_main: true });
  });

  it('ticking main on one image clears it on the others', () => {
    const rows = threeRows();
    const next = setMainImageRow(rows, rows[2]!.key, true);
    expect(summary(next)).toEqual(['/a.jpg:0', '/b.jpg:1', '/c.jpg:2*']);
    expect(summary(setMainImageRow(next, rows[2]!.key, false))).toEqual([
      '/a.jpg:0',
      '/b.jpg:1',
      '/c.jpg:2',
    ]);
  });

  it('removing the main image makes the first remaining one main, and renumbers', () => {
    const start = threeRows();
    const withMainB = setMainImageRow(start, start[1]!.key, true);
    expect(summary(removeImageRow(withMainB, start[1]!.key))).toEqual(['/a.jpg:0*', '/c.jpg:1']);
    expect(summary(removeImageRow(start, start[0]!.key))).toEqual(['/b.jpg:0*', '/c.jpg:1']);
  });

  it('removing another image keeps the main one', () => {
    const rows = threeRows();
    expect(summary(removeImageRow(rows, rows[1]!.key))).toEqual(['/a.jpg:0*', '/c.jpg:1']);
    expect(removeImageRow([], 'missing')).toEqual([]);
  });

  it('edits a row URL and alt text', () => {
    const rows = threeRows();
    const next = updateImageRow(rows, rows[1]!.key, { image_url: '/z.jpg', alt_text: 'Dunes' });
    expect(next[1]).toMatchObject({ image_url: '/z.jpg', alt_text: 'Dunes' });
    expect(next[0]).toBe(rows[0]);
  });

  it('reads a tour’s images in display order', () => {
    const rows = toImageRows([
      { image_url: '/b.jpg', alt_text: null, is_main: false, display_order: 4 },
      { image_url: '/a.jpg', alt_text: 'A', is_main: true, display_order: 1 },
    ]);
    expect(summary(rows)).toEqual(['/a.jpg:0*', '/b.jpg:1']);
    expect(rows[1]!.alt_text).toBe('');
  });

  it('on submit drops empty URLs and makes the first remaining image main when none is', () => {
    let rows = addImageRow([], '');
    rows = addImageRow(rows, ' /b.jpg ');
    rows = addImageRow(rows, '/c.jpg');
    rows = updateImageRow(rows, rows[2]!.key, { alt_text: '  Camp  ' });
    expect(prepareImagesForSubmit(rows)).toEqual([
      { image_url: '/b.jpg', is_main: true, display_order: 0, alt_text: null },
      { image_url: '/c.jpg', is_main: false, display_order: 1, alt_text: 'Camp' },
    ]);
  });

  it('on submit keeps the main image chosen', () => {
    const rows = threeRows();
    const next = setMainImageRow(rows, rows[1]!.key, true);
    expect(prepareImagesForSubmit(next).map((image) => image.is_main)).toEqual([
      false,
      true,
      false,
    ]);
  });
});
