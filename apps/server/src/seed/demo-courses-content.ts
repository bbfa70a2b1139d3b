import type { Difficulty, ModuleStatus } from '@woodshed/shared';

/**
 * The demo school's courses (issue 15), written for Woodshed: two available courses and one Coming Soon. Plain
 * data; the inserts live in demo-courses.ts. Videos name a starter library video by title (left out if it is gone).
 */

export interface DemoModule {
  title: string;
  description: string;
  weight: number;
  lockedUntilDay: number | null;
  /** The title of a starter library video whose file and thumbnail the module uses. */
  video: string | null;
  content: string;
}

export interface DemoCourse {
  title: string;
  description: string;
  difficulty: Difficulty;
  duration: string;
  xpAwarded: number;
  isAvailable: boolean;
  /** Hue of the generated hero image and thumbnail. */
  hue: number;
  modules: readonly DemoModule[];
}

const FIRST_MONTH: DemoCourse = {
  title: 'First Month on Guitar',
  description:
    'Four weeks from a new guitar to your first song: tune up, sit comfortably, play G, C and D, strum in time and change chords without stopping.',
  difficulty: 'beginner',
  duration: '4 weeks',
  xpAwarded: 150,
  isAvailable: true,
  hue: 28,
  modules: [
    {
      title: 'Tuning and Holding the Guitar',
      description: 'Name the strings, tune them with a tuner and find a relaxed way to hold the guitar and the pick.',
      weight: 1,
      lockedUntilDay: null,
      video: null,
      content: `<h2>The six strings</h2>
<p>From the thickest string to the thinnest the strings are <strong>E A D G B E</strong>. A phrase helps: <em>Eddie Ate Dynamite, Good Bye Eddie</em>. The thickest string is called string 6, the thinnest string 1.</p>
<h2>Tune every time you play</h2>
<ol>
<li>Clip a tuner to the headstock, or open a tuner app, and pluck the low E string.</li>
<li>If the needle sits left of centre the string is flat: tighten it slowly. Right of centre: loosen it.</li>
<li>Always finish by tightening up to the note; a string tuned down to pitch tends to slip flat again.</li>
<li>Tune all six, then check them once more: tightening one string slightly changes the others.</li>
</ol>
<h2>Sitting and holding</h2>
<ul>
<li>Sit on the front half of a chair without arms, back straight, feet flat.</li>
<li>Rest the guitar's waist on your right leg (left leg if you play left-handed) and let your strumming forearm hold it against your body.</li>
<li>Keep the neck pointing slightly upwards and your fretting thumb behind the neck, roughly opposite your middle finger.</li>
<li>Hold the pick between the pad of your thumb and the side of your index finger, with only a few millimetres showing.</li>
</ul>
<blockquote><p>If anything aches, stop and shake it out. Tension is the enemy of good tone and fast progress.</p></blockquote>`,
    },
    {
      title: 'Your First Three Chords: G, C and D',
      description: 'Three open chords that unlock hundreds of songs, with a check for every string.',
      weight: 2,
      lockedUntilDay: null,
      video: 'Your First Three Chords: G, C and D',
      content: `<h2>Three shapes</h2>
<table>
<thead><tr><th>Chord</th><th>Fingers (string: fret)</th><th>Strings to play</th></tr></thead>
<tbody>
<tr><td>G</td><td>2nd finger 6: 3, 1st finger 5: 2, 3rd finger 1: 3</td><td>all six</td></tr>
<tr><td>C</td><td>3rd finger 5: 3, 2nd finger 4: 2, 1st finger 2: 1</td><td>top five (not the low E)</td></tr>
<tr><td>D</td><td>1st finger 3: 2, 3rd finger 2: 3, 2nd finger 1: 2</td><td>top four</td></tr>
</tbody>
</table>
<h2>The string-by-string check</h2>
<p>Put a chord down, then pick each string on its own, low to high. Every string should ring clearly. When one buzzes or sounds dull:</p>
<ul>
<li>press just behind the fret wire, not in the middle of the fret;</li>
<li>arch your fingers so their tips stand up and do not lean on the next string;</li>
<li>keep your fingernails short.</li>
</ul>
<h2>Practice</h2>
<p>Form each chord, check it, take your hand away and form it again: ten times for each chord. Speed comes later; a clean shape comes first.</p>`,
    },
    {
      title: 'Strumming in Time',
      description: 'Count in four, keep your hand moving and play the most useful strumming pattern there is.',
      weight: 2,
      lockedUntilDay: null,
      video: 'Strumming in 4/4',
      content: `<h2>Count out loud</h2>
<p>Most songs count in four: <strong>1 2 3 4</strong>. Put a metronome on 60 beats a minute and strum down once on every number while you count. The strum comes from a loose wrist, not the whole arm.</p>
<h2>Keep the hand moving</h2>
<p>Your strumming hand moves down on the numbers and up on the "and" between them, <em>all the time</em>, like a pendulum. A pattern is only a choice of when the pick touches the strings on the way.</p>
<h2>The pattern</h2>
<pre>1   &amp;   2   &amp;   3   &amp;   4   &amp;
D       D   U       U   D   U</pre>
<p>Say it as "down, down-up, up-down-up". On beat 3 your hand still moves down, it just misses the strings.</p>
<ol>
<li>Play it on a G chord at 60 bpm until four bars in a row feel easy.</li>
<li>Raise the metronome by 5 bpm and play four more bars.</li>
<li>Upstrokes only need the top three or four strings: keep them lighter than the downstrokes.</li>
</ol>`,
    },
    {
      title: 'Changing Chords Without Stopping',
      description: 'One-minute changes, anchor fingers and the trick of moving early.',
      weight: 2,
      lockedUntilDay: null,
      video: null,
      content: `<h2>One-minute changes</h2>
<p>Pick two chords, say G and C. Start a one-minute timer and switch between them as many times as you can, strumming once each time the chord is down. Write the number in your practice notes and try to beat it tomorrow. Thirty changes a minute is a good first goal.</p>
<h2>Look for short moves</h2>
<p>Compare where each finger sits in the two chords and move the one with the shortest trip first. From C to D, for example, your first finger only travels from the 1st fret of the B string to the 2nd fret of the G string: keep it close to the strings and let it lead the others.</p>
<h2>Move early</h2>
<p>The last strum of a bar can be played on open strings. Leave the chord on the "and" of beat 4, and your fingers arrive at the next chord right on beat 1. Nobody will hear the open strings; everyone would hear the gap.</p>
<ul>
<li>G → C → G → D, four strums each, at 60 bpm.</li>
<li>Then two strums each, then one.</li>
</ul>`,
    },
    {
      title: 'Your First Song',
      description: 'Put the chords, the strumming and the changes together in "Amazing Grace".',
      weight: 3,
      lockedUntilDay: 7,
      video: null,
      content: `<h2>A song in three-four time</h2>
<p>"Amazing Grace" is a traditional hymn that counts in three: <strong>1 2 3</strong>. Strum down on 1 and down-up on 2 and 3. Each chord below lasts one bar of three beats.</p>
<pre>| G    | G    | C    | G    |
  A-   mazing grace, how sweet the sound
| G    | G    | D    | D    |
  that saved a wretch like me
| G    | G    | C    | G    |
  I once was lost, but now am found
| G    | D    | G    | G    |
  was blind, but now I see</pre>
<h2>How to learn it</h2>
<ol>
<li>Strum the chords alone, with the metronome at 80, until you can play all sixteen bars without stopping.</li>
<li>Hum or sing the melody over it. Singing while strumming is a skill of its own: slow down as much as you need.</li>
<li>Record yourself once a day and listen back. You will hear the progress a week of practice makes.</li>
</ol>
<blockquote><p>Finished the month? Mark this module complete and celebrate: you can play a whole song.</p></blockquote>`,
    },
  ],
};

const BLUES_FOUNDATIONS: DemoCourse = {
  title: 'Blues Foundations',
  description:
    'The 12-bar blues from the ground up: the form, the shuffle, the minor pentatonic and the bends and vibrato that make it sing, ending with a solo of your own.',
  difficulty: 'intermediate',
  duration: '6 weeks',
  xpAwarded: 250,
  isAvailable: true,
  hue: 215,
  modules: [
    {
      title: 'The 12-Bar Form',
      description: 'Twelve bars, three chords: the map every blues jam follows.',
      weight: 1,
      lockedUntilDay: null,
      video: null,
      content: `<h2>Three chords</h2>
<p>A blues in A uses the chords built on the 1st, 4th and 5th notes of the A major scale: <strong>A7, D7 and E7</strong> (the I, IV and V).</p>
<h2>Twelve bars</h2>
<table>
<tbody>
<tr><td>A7</td><td>A7</td><td>A7</td><td>A7</td></tr>
<tr><td>D7</td><td>D7</td><td>A7</td><td>A7</td></tr>
<tr><td>E7</td><td>D7</td><td>A7</td><td>E7</td></tr>
</tbody>
</table>
<p>The last bar, the <em>turnaround</em>, goes to E7 to lead back to the top. Many players use a <strong>quick change</strong> too: D7 in bar 2, then back to A7.</p>
<h2>Practice</h2>
<ul>
<li>Count the bars out loud while you strum four beats on each chord.</li>
<li>Play along with the "12-Bar Blues in A" jam track from the library and call out each change before it comes.</li>
</ul>`,
    },
    {
      title: 'The Shuffle Rhythm',
      description: 'The long-short swing feel and the boogie pattern that drives a blues band.',
      weight: 2,
      lockedUntilDay: null,
      video: 'Power Chord Riffs',
      content: `<h2>Long, short</h2>
<p>In a shuffle each beat is split into a long and a short note, like the words "<em>hump-ty dump-ty</em>". Tap your foot and say it until it feels natural; straight eighth notes will now sound stiff.</p>
<h2>The boogie pattern</h2>
<p>Play the open A string with your first finger on the D string, 2nd fret, then stretch your third finger to the 4th fret and back, two strums each, with the shuffle feel:</p>
<pre>D|--2--2--4--4--2--2--4--4--|
A|--0--0--0--0--0--0--0--0--|</pre>
<p>For D7 play the same pattern one string higher (open D string, G string at the 2nd and 4th frets), and for E7 one string lower (open low E, A string at the 2nd and 4th frets).</p>
<ul>
<li>Mute with the side of your picking hand near the bridge for a tight, chunky sound.</li>
<li>Start at 70 bpm; a relaxed shuffle at a slow tempo grooves harder than a rushed fast one.</li>
</ul>`,
    },
    {
      title: 'The Minor Pentatonic, Box One',
      description: 'Five notes at the 5th fret that sound good over the whole blues in A.',
      weight: 2,
      lockedUntilDay: null,
      video: null,
      content: `<h2>The shape</h2>
<p>A minor pentatonic, first position, starts on the 5th fret of the low E string. Use your first finger for the 5th fret and your third or fourth finger for the 7th and 8th frets.</p>
<pre>e|-----------------------5--8--|
B|-----------------5--8--------|
G|-----------5--7--------------|
D|-----5--7--------------------|
A|--5--7-----------------------|
E|--5--8-----------------------|</pre>
<h2>Make it music</h2>
<ol>
<li>Play it up and down with a metronome at 60 bpm, one note per beat, then two.</li>
<li>Find every A in the shape (5th fret on both E strings, 7th fret on the D string): phrases that end on A sound finished.</li>
<li>Play three-note phrases over the jam track and leave a bar of silence between them. Space is part of the blues.</li>
</ol>`,
    },
    {
      title: 'Bends and Vibrato',
      description: 'Push the string up to pitch and make a note sing.',
      weight: 2,
      lockedUntilDay: 7,
      video: null,
      content: `<h2>The bend</h2>
<p>Put your third finger on the 7th fret of the G string, with your first and second fingers behind it on the same string to help. Push the string up towards the ceiling by turning your wrist, as if turning a door handle, not by pushing with the finger alone.</p>
<p>Bend until the note matches the 9th fret of the same string: a whole step. Play the target note first, then bend to it. An out-of-tune bend is the most common blues mistake, and the easiest to fix with this habit.</p>
<h2>Vibrato</h2>
<ul>
<li>Hold a note and bend it very slightly up and back, again and again, from the wrist.</li>
<li>Keep it even: slow and wide for a vocal sound, narrow and quick for tension.</li>
<li>Try it on the last note of every phrase.</li>
</ul>
<blockquote><p>Bending takes strength in the fingers you do not have yet. Ten minutes a day for a week does more than an hour once.</p></blockquote>`,
    },
    {
      title: 'Your First Blues Solo',
      description: 'Call and response over the 12 bars, with everything from this course.',
      weight: 3,
      lockedUntilDay: null,
      video: null,
      content: `<h2>Call and response</h2>
<p>Blues phrases talk to each other. Play a short phrase (the call) in bars 1 and 2, rest in bars 3 and 4, and answer it (the response) in bars 5 and 6. The answer can repeat the call with a different ending.</p>
<h2>A plan for twelve bars</h2>
<ol>
<li><strong>Bars 1–4:</strong> a two-bar phrase from box one, then silence.</li>
<li><strong>Bars 5–8:</strong> the same phrase moved or varied, ending with a bend to A on the G string.</li>
<li><strong>Bars 9–12:</strong> a busier phrase over E7 and D7, landing on A with vibrato in bar 11.</li>
</ol>
<h2>Record it</h2>
<p>Play three choruses over the "12-Bar Blues in A" jam track and record them. Keep the chorus you like best: it is your first blues solo.</p>`,
    },
  ],
};

const FINGERSTYLE: DemoCourse = {
  title: 'Fingerstyle Fundamentals',
  description:
    'Play the bass and the melody at once: thumb independence, Travis picking and arpeggiated accompaniment, one step at a time.',
  difficulty: 'intermediate',
  duration: '5 weeks',
  xpAwarded: 200,
  isAvailable: false,
  hue: 140,
  modules: [
    {
      title: 'Thumb Independence',
      description: 'A steady alternating bass that keeps going whatever the fingers do.',
      weight: 2,
      lockedUntilDay: null,
      video: null,
      content: `<p>Hold a C chord and let your thumb alternate between the 5th and 4th strings on every beat. Keep it going for two minutes without looking, then add one finger note on the 2nd string on beat 1.</p>`,
    },
    {
      title: 'Travis Picking',
      description: 'The pattern behind folk, country and countless songwriters.',
      weight: 3,
      lockedUntilDay: null,
      video: null,
      content: `<p>Thumb on beats 1, 2, 3 and 4; middle finger on the 1st string on the "and" of 1, index finger on the 2nd string on the "and" of 2. Loop it slowly on C, then on G.</p>`,
    },
    {
      title: 'Arpeggiated Accompaniment',
      description: 'Let a chord ring one string at a time under a song.',
      weight: 2,
      lockedUntilDay: 7,
      video: null,
      content: `<p>Pick p-i-m-a-m-i over an A minor chord (thumb on the 5th string, fingers on strings 3, 2 and 1), six notes to the bar, and let every note ring.</p>`,
    },
  ],
};

/** Oldest first (the learners' list shows them in this order). */
export const DEMO_COURSES: readonly DemoCourse[] = [FIRST_MONTH, BLUES_FOUNDATIONS, FINGERSTYLE];

/** The demo learner's enrolment: which course, how long ago, and where they are in it. */
export const DEMO_ENROLMENT = {
  course: FIRST_MONTH.title,
  enrolledDaysAgo: 5,
  /** By module order: the status and notes, and how many days ago they were last changed; null = never opened. */
  progress: [
    { status: 'complete', notes: '', daysAgo: 4 },
    {
      status: 'complete',
      notes: 'G to C is clean now. D still mutes the high E sometimes: arch the ring finger.',
      daysAgo: 2,
    },
    {
      status: 'in_progress',
      notes: 'Down, down-up, up-down-up at 70 bpm. Upstrokes are too loud: lighter wrist, top strings only.',
      daysAgo: 1,
    },
    { status: 'untouched', notes: '', daysAgo: 0 },
    null,
  ] satisfies ReadonlyArray<{ status: ModuleStatus; notes: string; daysAgo: number } | null>,
};
