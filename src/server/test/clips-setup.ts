import { makeClips } from './fixtures/clips';

/** Vitest global setup: the ffmpeg clips, once per machine and recipe set, before any test file runs. */
export default function setup() {
  makeClips();
}
