import type { Difficulty } from '@woodshed/shared';

/** The starter library shipped with the demo. All text written for Woodshed. */

interface Common {
  title: string;
  description: string;
  category: string;
  difficulty: Difficulty;
  /** Hue of the generated thumbnail. */
  hue: number;
}

export const STARTER_ARTICLES: Array<Common & { readTime: string; content: string }> = [
  {
    title: 'How to Practise So It Sticks',
    description: 'Short, focused sessions beat long, aimless ones. A simple plan for your daily practice.',
    category: 'Practice Habits',
    difficulty: 'beginner',
    hue: 20,
    readTime: '5 min read',
    content: `<h2>Little and often</h2>
<p>Twenty focused minutes a day will take you further than two hours on a Sunday. Your hands and brain consolidate what you practised <strong>between</strong> sessions, so frequent practice gives them more chances to do it.</p>
<h2>A session in three parts</h2>
<ol>
<li><strong>Warm up (5 minutes):</strong> slow chromatic runs and easy chord changes.</li>
<li><strong>Focus (10–15 minutes):</strong> one thing you cannot yet do. Play it slowly enough to get it right, then nudge the tempo up.</li>
<li><strong>Play (5 minutes):</strong> a song you enjoy, start to finish, without stopping for mistakes.</li>
</ol>
<blockquote><p>Practise the hard bar, not the whole song. Then put the bar back into the song.</p></blockquote>
<h2>Write it down</h2>
<p>Log each session: what you worked on, for how long, and one note for next time. A week later the log tells you what is improving and what is stuck.</p>`,
  },
  {
    title: 'Reading Chord Diagrams',
    description: 'Strings, frets, fingers, muted and open strings: everything a chord box tells you.',
    category: 'Fundamentals',
    difficulty: 'beginner',
    hue: 35,
    readTime: '4 min read',
    content: `<h2>The grid</h2>
<p>A chord diagram is the neck seen from the front, standing up. The <strong>vertical lines are the strings</strong>, low E on the left and high E on the right. The <strong>horizontal lines are the frets</strong>; the thick line at the top is the nut.</p>
<h2>The symbols</h2>
<ul>
<li>A dot shows where a finger presses; a number inside tells you which finger (1 = index, 4 = little finger).</li>
<li><code>O</code> above a string: play it open.</li>
<li><code>X</code> above a string: do not play it (mute it or skip it).</li>
<li>A curved line across several strings is a barre: one finger holds them all.</li>
</ul>
<h2>Try it</h2>
<p>Find E minor: second finger on the A string, 2nd fret; third finger on the D string, 2nd fret; all six strings ring. Strum slowly and listen for any string that buzzes.</p>`,
  },
  {
    title: 'The Blues Scale Across the Neck',
    description: 'Connect the five minor pentatonic boxes and add the blue note to solo over a 12-bar blues.',
    category: 'Scales',
    difficulty: 'intermediate',
    hue: 220,
    readTime: '7 min read',
    content: `<h2>Start with box one</h2>
<p>In A, the first minor pentatonic shape starts at the 5th fret: A C D E G. Play it up and down with alternate picking until it is even.</p>
<h2>Add the blue note</h2>
<p>The flat fifth (E♭ in A) turns the pentatonic into the <em>blues scale</em>. It is a passing note: slide through it rather than resting on it.</p>
<h2>Move up the neck</h2>
<p>Each box shares its highest notes with the next box's lowest. Learn box two (8th fret) by starting from the notes you already know, then practise shifting between them in the middle of a phrase.</p>
<h2>Over the 12-bar</h2>
<p>Put on the <em>12-Bar Blues in A</em> jam track and improvise two-bar phrases, leaving space between them. Aim your last note at the root of the chord that is playing.</p>`,
  },
];

/** Each video's duration is read from its file when seeding. */
export const STARTER_VIDEOS: Array<Common & { instructor: string; asset: string }> = [
  {
    title: 'Your First Three Chords: G, C and D',
    description: 'Shape, strum and switch between the three chords behind thousands of songs.',
    category: 'Chords',
    difficulty: 'beginner',
    hue: 30,
    instructor: 'Alex Rivera',
    asset: 'lesson-v1.webm',
  },
  {
    title: 'Strumming in 4/4',
    description: 'Down, down-up, and the down-down-up-up-down-up pattern, counted out loud.',
    category: 'Rhythm',
    difficulty: 'beginner',
    hue: 100,
    instructor: 'Alex Rivera',
    asset: 'lesson-v2.webm',
  },
  {
    title: 'Power Chord Riffs',
    description: 'Two-finger power chords, palm muting and a riff that moves between E5, A5 and B5.',
    category: 'Technique',
    difficulty: 'intermediate',
    hue: 350,
    instructor: 'Jordan Lee',
    asset: 'lesson-v3.webm',
  },
];

export const STARTER_EXERCISES: Array<Common & { duration: string; focusAreas: string[]; instructions: string }> = [
  {
    title: 'One-Minute Chord Changes',
    description: 'Count how many clean changes between two chords you can make in sixty seconds.',
    category: 'Chords',
    difficulty: 'beginner',
    hue: 45,
    duration: '5 min',
    focusAreas: ['Chords', 'Technique'],
    instructions: `<p>Pick two chords you find awkward together, for example <strong>C</strong> and <strong>G</strong>.</p>
<ol><li>Set a timer for one minute.</li><li>Strum once, change, strum once, change… Count every clean change.</li><li>Write the number in your practice notes and try to beat it tomorrow.</li></ol>
<p>Speed comes from moving all fingers together, not from strumming faster.</p>`,
  },
  {
    title: 'Spider Walk for Finger Independence',
    description: 'A four-finger chromatic pattern that builds strength, stretch and accuracy.',
    category: 'Technique',
    difficulty: 'beginner',
    hue: 160,
    duration: '10 min',
    focusAreas: ['Technique'],
    instructions: `<p>On the low E string play frets 1-2-3-4 with fingers 1-2-3-4, then move to the A string and repeat, up to the high E string and back.</p>
<ul><li>Keep each finger down until it is needed elsewhere.</li><li>Use alternate picking (down-up).</li><li>Start at 60 BPM, one note per click; raise the tempo by 4 BPM when it feels easy.</li></ul>`,
  },
  {
    title: 'Interval Ear Training with the Chromatic Circle',
    description: 'Hear, name and sing back the intervals from unison to the octave.',
    category: 'Ear Training',
    difficulty: 'intermediate',
    hue: 260,
    duration: '10 min',
    focusAreas: ['Ear Training', 'Theory'],
    instructions: `<p>Open the <em>Circle of Notes</em> tool. Play C, then another note, and name the interval before you look at the answer.</p>
<p>Then reverse it: sing an interval first and check it on the circle. Start with the perfect fourth and fifth, then add the thirds.</p>`,
  },
];

export const STARTER_REPERTOIRE: Array<
  Common & { genre: string; key: string; tempo: number; composer: string; chords: string[]; sheet: string }
> = [
  {
    title: 'Greensleeves',
    description: 'The Tudor melody in A minor, arranged for fingerstyle with simple bass notes.',
    category: 'Fingerstyle',
    difficulty: 'intermediate',
    hue: 140,
    genre: 'Folk',
    key: 'A minor',
    tempo: 80,
    composer: 'Traditional (English)',
    chords: ['Am', 'G', 'Am', 'E'],
    sheet:
      'Greensleeves (traditional), arranged for Woodshed\n\nChords: | Am | G | Am | E |\n| Am | G | Am E | Am |\n\nPlay the melody on the top strings and the chord root on the beat.',
  },
  {
    title: 'House of the Rising Sun',
    description: 'Arpeggiated chords in 6/8: a classic for practising smooth picking patterns.',
    category: 'Picking',
    difficulty: 'beginner',
    hue: 10,
    genre: 'Folk / Blues',
    key: 'A minor',
    tempo: 90,
    composer: 'Traditional (American)',
    chords: ['Am', 'C', 'D', 'F'],
    sheet:
      'House of the Rising Sun (traditional)\n\n| Am | C | D | F |\n| Am | C | E | E |\n\nPick bass, then strings 3-2-1-2-3 in each bar.',
  },
  {
    title: 'Scarborough Fair',
    description: 'A modal folk song in D Dorian with a gentle three-four lilt.',
    category: 'Fingerstyle',
    difficulty: 'intermediate',
    hue: 200,
    genre: 'Folk',
    key: 'D Dorian',
    tempo: 100,
    composer: 'Traditional (English)',
    chords: ['Dm', 'C', 'Dm', 'Am'],
    sheet:
      'Scarborough Fair (traditional)\n\n| Dm | Dm | C | Dm |\n| F | Am | C | Dm |\n\nLet the open D string ring under the melody.',
  },
];

export const STARTER_JAM_TRACKS: Array<
  Common & { genre: string; key: string; tempo: number; chords: string[]; beatsPerChord: number }
> = [
  {
    title: '12-Bar Blues in A',
    description: 'A shuffle-feel twelve-bar in A to practise the blues scale and dominant chords.',
    category: 'Blues',
    difficulty: 'beginner',
    hue: 215,
    genre: 'Blues',
    key: 'A',
    tempo: 96,
    chords: ['A7', 'A7', 'A7', 'A7', 'D7', 'D7', 'A7', 'A7', 'E7', 'D7', 'A7', 'E7'],
    beatsPerChord: 4,
  },
  {
    title: 'Pop Progression in G (I–V–vi–IV)',
    description: 'The four chords of countless pop songs, for strumming or soloing with the G major scale.',
    category: 'Pop',
    difficulty: 'beginner',
    hue: 50,
    genre: 'Pop',
    key: 'G major',
    tempo: 100,
    chords: ['G', 'D', 'Em', 'C'],
    beatsPerChord: 4,
  },
  {
    title: 'Minor Groove in A',
    description: 'An Am–G–F–E descending groove: try A harmonic minor over the E chord.',
    category: 'Rock',
    difficulty: 'intermediate',
    hue: 0,
    genre: 'Rock',
    key: 'A minor',
    tempo: 110,
    chords: ['Am', 'G', 'F', 'E'],
    beatsPerChord: 4,
  },
];
