import { formatHours, formatResetsIn, type DashboardResponse } from '@woodshed/shared';
import { ArrowRight, CircleCheck, Clock, Flame, GraduationCap, Target } from 'lucide-react';
import { textLinkClasses } from '@/components/ui/TextLink';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { formatMinutes } from '@/lib/format';
import { paths } from '@/lib/paths';
import { formatDays, formatGoalHours } from '../format';
import { useMinutesLeft } from '../use-minutes-left';
import { ProgressBar } from '@/components/ui/ProgressBar';
import { StatTile } from './StatTile';

interface StatTilesProps {
  data: DashboardResponse;
  /** When the answer arrived (the reset countdown runs from it). */
  receivedAt: number;
  /** Called once the local day is over, to load the new day. */
  onDayOver: () => void;
}

function TodayTile({ data, receivedAt, onDayOver }: StatTilesProps) {
  const minutesLeft = useMinutesLeft(data.today.resetsInMinutes, receivedAt, onDayOver);
  return (
    <StatTile title="Today's Practice" icon={Clock} value={formatMinutes(data.today.minutes)}>
      <p>
        Resets in {formatResetsIn(minutesLeft)} ({data.timezone})
      </p>
    </StatTile>
  );
}

function WeeklyGoalTile({ week }: { week: DashboardResponse['week'] }) {
  const reached = week.complete || week.percent >= 100;
  const hours = `${formatHours(week.minutes)} / ${formatGoalHours(week.goalHours)} hours`;
  return (
    <StatTile title="7 Day Practice Goal" icon={Target} value={`${week.percent}%`}>
      <p className="font-medium text-stone-800">{hours}</p>
      <ProgressBar
        value={week.percent}
        label="7 day practice goal progress"
        valueText={`${week.percent}%, ${hours}${reached ? ', goal reached' : ''}`}
        tone={reached ? 'bg-green-600' : 'bg-amber-600'}
        className="mt-1"
      />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p>Rolling 7 days</p>
        {reached && (
          <p className="inline-flex items-center gap-1 font-semibold text-green-800">
            <CircleCheck aria-hidden="true" className="size-4" />
            Goal reached
          </p>
        )}
      </div>
    </StatTile>
  );
}

/** Today's practice, streak, the rolling 7-day goal and private lessons: 1 column, 2 from sm, 4 from lg. */
export function StatTiles(props: StatTilesProps) {
  const { data } = props;
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <TodayTile {...props} />
      <StatTile title="Current Streak" icon={Flame} value={formatDays(data.streakDays)}>
        <p>{data.streakDays > 0 ? 'Keep it going!' : 'Practise today to start one.'}</p>
      </StatTile>
      <WeeklyGoalTile week={data.week} />
      <StatTile title="Private Lessons" icon={GraduationCap}>
        <p className="mt-2">One-on-one lessons with a teacher of the school.</p>
        <Link
          to={paths.privateLessons}
          className={cn(textLinkClasses, 'mt-auto inline-flex items-center gap-1 self-start pt-2')}
        >
          View Private Lessons
          <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
      </StatTile>
    </div>
  );
}
