import { LineChart } from '@mui/x-charts/LineChart';
import type { DailyPriceDto } from '@/api/generated/models';
import { formatPrice } from '@/components/product/price';

/** The 90-day chart: each day's best price among the sellers. Loaded on its own (React.lazy): charts are heavy. */
export default function PriceChart({ days, typicalPrice }: { days: readonly DailyPriceDto[]; typicalPrice: string | null }) {
  const dates = days.map((d) => new Date(`${d.day}T00:00:00`));
  const prices = days.map((d) => Number(d.price));
  const typical = typicalPrice === null ? null : Number(typicalPrice);
  return (
    <LineChart
      height={180}
      margin={{ left: 8, right: 16, top: 16, bottom: 8 }}
      xAxis={[
        {
          data: dates,
          scaleType: 'time',
          valueFormatter: (date: Date) => date.toLocaleDateString('en-AU', { day: 'numeric', month: 'short' }),
        },
      ]}
      yAxis={[{ width: 56, valueFormatter: (value: number) => formatPrice(value).replace(/\.00$/, '') }]}
      series={[
        { data: prices, label: 'Best price', showMark: prices.length < 20, valueFormatter: (v) => (v === null ? '' : formatPrice(v)) },
        ...(typical !== null
          ? [
              {
                data: prices.map(() => typical),
                label: 'Typical price',
                showMark: false,
                valueFormatter: (v: number | null) => (v === null ? '' : formatPrice(v)),
              },
            ]
          : []),
      ]}
    />
  );
}
