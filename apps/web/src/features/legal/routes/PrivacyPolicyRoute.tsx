import { MIN_AGE } from '@woodshed/shared';
import { LegalPage } from '../components/LegalPage';

export function Component() {
  return (
    <LegalPage title="Privacy Policy">
      <section>
        <h2>Who runs this site</h2>
        <p>
          Woodshed is self-hosted software. This installation is run by your guitar school or teacher (“the operator”),
          on a server the operator controls. The operator is responsible for your data; the people who write the
          Woodshed software never receive it.
        </p>
      </section>
      <section>
        <h2>What we store</h2>
        <ul>
          <li>Your e-mail address, used to sign you in and to send password reset links.</li>
          <li>
            Your password, stored only as a salted one-way hash (argon2id). Nobody, including the operator, can read it.
          </li>
          <li>
            What you enter while practising: practice sessions and notes, goals and milestones, bookmarks, chord
            progress, course progress, game scores, XP and achievements, and your profile settings (username, time zone,
            weekly goal, leaderboard nickname).
          </li>
          <li>
            A session cookie that keeps you signed in. It contains a random token; only a hash of it is kept on the
            server. It is not used for anything else.
          </li>
          <li>
            Short-lived technical records such as rate-limit counters and server logs, used to keep the service secure.
            Logs never contain your password.
          </li>
        </ul>
      </section>
      <section>
        <h2>What we do not do</h2>
        <ul>
          <li>
            No advertising, no third-party trackers, no analytics services and no fonts or scripts from other sites.
          </li>
          <li>
            The CAPTCHA on the sign-up page is ALTCHA, a proof-of-work check that runs in your browser and is verified
            by this server alone. It sets no cookies and contacts no one else.
          </li>
          <li>We do not sell or share your data. It stays on the school’s server.</li>
        </ul>
      </section>
      <section>
        <h2>Who can see your data</h2>
        <p>
          Your practice data is private to you, except: your display name, XP, practice hours and game scores appear on
          the leaderboard (you can set a nickname in your profile), and the school’s administrators can see your account
          and activity in order to teach you and run the service.
        </p>
      </section>
      <section>
        <h2>How long we keep it</h2>
        <p>
          Your data is kept while you have an account. Practice sessions you delete are removed for good after 14 days.
          To have your account and all its data deleted, ask the operator (your school or teacher); they will delete it
          from the server.
        </p>
      </section>
      <section>
        <h2>Age</h2>
        <p>
          You must be {MIN_AGE} years or older to create an account. If you believe a younger child has signed up, tell
          the operator and the account will be removed.
        </p>
      </section>
      <section>
        <h2>Questions</h2>
        <p>Contact the operator of this installation — the school or teacher who gave you its address.</p>
      </section>
    </LegalPage>
  );
}
