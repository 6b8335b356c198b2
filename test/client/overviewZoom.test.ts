// Where the case overview opens and how far "Whole horizon" narrows its columns.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openingView, wholeHorizonWidth, zoomButtonLabel } from '../../client/webview/caseOverview/zoom';
import { FULL_COLUMN_WIDTH, LABEL_WIDTH, MIN_COLUMN_WIDTH, TIMELINE } from '../../client/webview/caseOverview/layout';

test('the overview opens on the first study stage, scrolled past the pre-study stages; with no study stage, on the first column', () => {
  assert.deepEqual(openingView([52, 53, 54]), { selected: { row: TIMELINE, column: 52 }, scrollLeft: 52 * FULL_COLUMN_WIDTH });
  assert.deepEqual(openingView([0, 1]), { selected: { row: TIMELINE, column: 0 }, scrollLeft: 0 });
  assert.deepEqual(openingView([]), { selected: { row: TIMELINE, column: 0 }, scrollLeft: 0 });
});

test('the whole horizon fits the width, never wider than full size nor narrower than the minimum', () => {
  const width = wholeHorizonWidth(576, 2000);
  assert.ok(LABEL_WIDTH + 576 * width <= 2000);
  assert.equal(width, Math.floor((2000 - LABEL_WIDTH) / 576));
  assert.equal(wholeHorizonWidth(10, 1200), FULL_COLUMN_WIDTH, 'a short horizon keeps full-size columns');
  assert.equal(wholeHorizonWidth(5000, 800), MIN_COLUMN_WIDTH);
  assert.equal(zoomButtonLabel(false), 'Whole horizon');
  assert.equal(zoomButtonLabel(true), 'Full size');
});
