import { MIN_AGE } from '@woodshed/shared';
import { TextLink } from '@/components/ui/TextLink';
import { paths } from '@/lib/paths';
import { LegalPage } from '../components/LegalPage';

export function Component() {
  return (
    <LegalPage title="Terms of Service">
      <section>
        <h2>The service</h2>
        <p>
          Woodshed helps guitar students log practice, set goals, follow courses and track their progress. This
          installation is run by your guitar school or teacher (“the operator”) on their own server. By creating an
          account you agree to these terms.
        </p>
      </section>
      <section>
        <h2>Your account</h2>
        <ul>
          <li>You must be {MIN_AGE} years or older to create an account.</li>
          <li>Give a real e-mail address you can read; it is how you reset your password.</li>
          <li>Keep your password to yourself. You are responsible for what happens under your account.</li>
          <li>One person per account.</li>
        </ul>
      </section>
      <section>
        <h2>Fair use</h2>
        <ul>
          <li>Be respectful in anything others can see, such as your username or leaderboard nickname.</li>
          <li>
            Do not try to break, overload or get around the security of the service, or access other people’s data.
          </li>
          <li>Do not upload or link to content you have no right to share.</li>
        </ul>
        <p>The operator may suspend or delete accounts that break these rules.</p>
      </section>
      <section>
        <h2>Content</h2>
        <p>
          Lessons, courses and other library content belong to the operator or their authors and are for your own
          learning. What you write (practice notes, goals) stays yours; you allow the operator to store and display it
          to you and, where the app says so, to your teachers.
        </p>
      </section>
      <section>
        <h2>No guarantees</h2>
        <p>
          Woodshed is provided as is. The operator does their best to keep it running and your data safe, but cannot
          promise it will always be available or free of errors. Keep your own copy of anything you cannot afford to
          lose.
        </p>
      </section>
      <section>
        <h2>Leaving</h2>
        <p>
          You can stop using Woodshed at any time. Ask the operator to delete your account and its data. See the{' '}
          <TextLink to={paths.privacyPolicy}>Privacy Policy</TextLink> for what is stored.
        </p>
      </section>
      <section>
        <h2>Changes</h2>
        <p>The operator may update these terms and will tell you of important changes when you next sign in.</p>
      </section>
    </LegalPage>
  );
}
