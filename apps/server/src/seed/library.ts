import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { StoredFile, UploadCategory } from '@woodshed/shared';
import type { Db } from '../db/client.ts';
import { articles, exercises, jamTracks, libraryContent, repertoire, videos } from '../db/schema/index.ts';
import { libraryIsEmpty } from './library-state.ts';
import {
  formatDuration,
  renderBackingTrack,
  renderThumbnail,
  wavDurationSeconds,
  webmDurationSeconds,
} from './media.ts';
import {
  STARTER_ARTICLES,
  STARTER_EXERCISES,
  STARTER_JAM_TRACKS,
  STARTER_REPERTOIRE,
  STARTER_VIDEOS,
} from './starter-library.ts';
import { serverPaths } from '../paths.ts';

/** What the seed needs from the file store: saving a file and getting its public URL back. */
export interface FileSaver {
  save(input: { category: UploadCategory; name: string; data: Buffer }): Promise<StoredFile>;
}

const ASSETS = serverPaths.seedAssets;

/** Open-position shapes, low E to high E ('x' = not played), for the generated tabs. */
const OPEN_SHAPES: Record<string, string> = {
  Am: 'x02210',
  C: 'x32010',
  D: 'xx0232',
  Dm: 'xx0231',
  E: '022100',
  F: '133211',
  G: '320003',
};

function chordTab(title: string, chords: string[]): string {
  const strings = ['e', 'B', 'G', 'D', 'A', 'E'];
  const lines = strings.map((name, i) => {
    const cells = chords.map((chord) => {
      const fret = OPEN_SHAPES[chord]?.[5 - i] ?? 'x';
      return `--${fret.padEnd(2, '-')}--`;
    });
    return `${name}|${cells.join('|')}|`;
  });
  return `${title}: chord shapes\n\n   ${chords.map((c) => c.padEnd(7)).join(' ')}\n${lines.join('\n')}\n`;
}

/** Fills an empty library with the starter items and their generated media. Does nothing if any item exists. */
export async function seedStarterLibrary(db: Db, files: FileSaver): Promise<number> {
  if (!(await libraryIsEmpty(db))) return 0;

  const thumbnail = async (title: string, hue: number) =>
    (await files.save({ category: 'image', name: `${title}.png`, data: renderThumbnail(hue) })).url;
  let created = 0;
  // Oldest first, so the newest-first listing opens with articles.
  let clock = Date.now() - 60_000;
  const common = async (item: {
    title: string;
    description: string;
    category: string;
    difficulty: 'beginner' | 'intermediate' | 'advanced';
    hue: number;
  }) => ({
    title: item.title,
    description: item.description,
    category: item.category,
    difficulty: item.difficulty,
    thumbnailUrl: await thumbnail(item.title, item.hue),
    createdAt: new Date((clock += 1000)),
  });
  const insertContent = async (
    contentType: (typeof libraryContent.$inferInsert)['contentType'],
    values: Awaited<ReturnType<typeof common>>,
  ) => {
    const [row] = await db
      .insert(libraryContent)
      .values({ contentType, ...values })
      .returning({ id: libraryContent.id });
    created += 1;
    return row!.id;
  };

  for (const item of STARTER_JAM_TRACKS) {
    const audio = renderBackingTrack({
      chords: item.chords,
      bpm: item.tempo,
      beatsPerChord: item.beatsPerChord,
      repeats: item.chords.length > 8 ? 1 : 2,
    });
    const track = await files.save({ category: 'audio', name: `${item.title} backing track.wav`, data: audio });
    const id = await insertContent('jam_track', await common(item));
    await db.insert(jamTracks).values({
      id,
      genre: item.genre,
      key: item.key,
      tempo: item.tempo,
      // The length of the file itself, its closing ring included.
      duration: formatDuration(wavDurationSeconds(audio)),
      chordProgression: item.chords,
      backingTrackUrl: track.url,
    });
  }
  for (const item of STARTER_REPERTOIRE) {
    const track = await files.save({
      category: 'audio',
      name: `${item.title} backing track.wav`,
      data: renderBackingTrack({ chords: item.chords, bpm: item.tempo }),
    });
    const sheet = await files.save({
      category: 'document',
      name: `${item.title} chord chart.txt`,
      data: Buffer.from(item.sheet),
    });
    const tab = await files.save({
      category: 'document',
      name: `${item.title} tab.txt`,
      data: Buffer.from(chordTab(item.title, item.chords)),
    });
    const id = await insertContent('repertoire', await common(item));
    await db.insert(repertoire).values({
      id,
      genre: item.genre,
      key: item.key,
      tempo: item.tempo,
      composer: item.composer,
      sheetMusicUrl: sheet.url,
      tabUrl: tab.url,
      backingTrackUrl: track.url,
    });
  }
  for (const item of STARTER_EXERCISES) {
    const id = await insertContent('exercise', await common(item));
    await db
      .insert(exercises)
      .values({ id, duration: item.duration, focusAreas: item.focusAreas, instructions: item.instructions });
  }
  for (const item of STARTER_VIDEOS) {
    const data = await readFile(path.join(ASSETS, item.asset));
    const video = await files.save({ category: 'video', name: item.asset, data });
    const id = await insertContent('video', await common(item));
    const duration = formatDuration(webmDurationSeconds(data));
    await db.insert(videos).values({ id, instructor: item.instructor, duration, videoUrl: video.url });
  }
  for (const item of STARTER_ARTICLES) {
    const id = await insertContent('article', await common(item));
    await db.insert(articles).values({ id, readTime: item.readTime, content: item.content });
  }
  return created;
}
