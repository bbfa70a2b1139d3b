import { CHART_RANGES, DEFAULT_CHART_RANGE, type ChartRange, type PracticeChart } from '@woodshed/shared';
import { Table } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { LoadError } from '@/components/ui/LoadError';
import { Button } from '@/components/ui/Button';
import { SelectField } from '@/components/ui/SelectField';
import { Spinner } from '@/components/ui/Spinner';
import { cn } from '@/lib/cn';
import { useNearViewport } from '@/lib/use-near-viewport';
import { usePracticeChart } from '../api/chart';
import { chartSummary } from './chart-summary';
import { ChartDataTable } from './ChartDataTable';
import { DashboardCard } from './DashboardCard';

// Recharts is most of the page's code: it loads on its own, once the chart nears the viewport, so everything
// else shows without waiting for it. Until then a box of the chart's height holds its place.
const PracticeBarChart = lazy(() =>
  import('./PracticeBarChart').then((module) => ({ default: module.PracticeBarChart })),
);

const RANGE_OPTIONS = CHART_RANGES.map((range) => ({ value: String(range), label: `Last ${range} days` }));

/** No catalogue entry exists for this (the spec has no message for it). */
const CHART_LOAD_FAILED = 'Failed to load practice chart';

const isChartRange = (value: number): value is ChartRange => (CHART_RANGES as readonly number[]).includes(value);

/** Minutes practised per day over 7, 30, 60 or 90 days, with a text summary and the data as a table. */
export function PracticeChartSection({ dashboardChart }: { dashboardChart: PracticeChart }) {
  const [range, setRange] = useState<ChartRange>(
    isChartRange(dashboardChart.range) ? dashboardChart.range : DEFAULT_CHART_RANGE,
  );
  const [showTable, setShowTable] = useState(false);
  const { chart, isLoading, isError, refetch } = usePracticeChart(range, dashboardChart);
  const summaryId = useId();
  const tableId = useId();
  const [chartAreaRef, chartNearViewport] = useNearViewport<HTMLDivElement>();

  return (
    <DashboardCard
      title="Practice Chart"
      actions={
        <SelectField
          label="Chart range"
          options={RANGE_OPTIONS}
          value={String(range)}
          onChange={(event) => {
            const next = Number(event.target.value);
            if (isChartRange(next)) setRange(next);
          }}
          className="w-44"
        />
      }
    >
      {isError && <LoadError message={CHART_LOAD_FAILED} onRetry={() => void refetch()} className="mb-3" />}
      {chart && (
        <div aria-busy={isLoading || undefined} className={cn(isLoading && 'opacity-60 transition-opacity')}>
          <div ref={chartAreaRef} className="min-h-64">
            {chartNearViewport ? (
              <Suspense
                fallback={
                  <div className="flex h-64 items-center justify-center">
                    <Spinner label="Loading chart…" />
                  </div>
                }
              >
                <div
                  role="img"
                  aria-label={`Bar chart of minutes practised per day, last ${chart.range} days`}
                  aria-describedby={summaryId}
                >
                  <PracticeBarChart chart={chart} />
                </div>
              </Suspense>
            ) : (
              <div className="h-64 rounded-lg bg-stone-100/70" />
            )}
          </div>
          <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
            <p id={summaryId} className="text-sm text-stone-700" aria-live="polite">
              {isLoading ? 'Loading…' : chartSummary(chart)}
            </p>
            <Button
              variant="ghost"
              size="sm"
              aria-expanded={showTable}
              aria-controls={showTable ? tableId : undefined}
              onClick={() => setShowTable((shown) => !shown)}
            >
              <Table aria-hidden="true" className="size-4" />
              {showTable ? 'Hide data table' : 'Show data table'}
            </Button>
          </div>
          {showTable && <ChartDataTable chart={chart} id={tableId} />}
        </div>
      )}
    </DashboardCard>
  );
}
