import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

const GUIDE = [
  {
    title: 'For Beginners',
    points: [
      'A big, high-contrast screen you can read at 18 m in green water',
      'Simple menus with two or four buttons that work in gloves',
      'Air and nitrox modes, so it grows with your first specialty course',
      'A conservative algorithm with clear safety-stop prompts',
    ],
  },
  {
    title: 'For Advanced Divers',
    points: [
      'Multi-gas switching and adjustable gradient factors',
      'Wireless air integration for accurate gas planning',
      'Rechargeable battery and Bluetooth logbook sync',
      'Trimix or rebreather modes if technical diving is your next step',
    ],
  },
  {
    title: 'Key Features to Look For',
    points: [
      'Readable display in bright tropical sun and dim temperate water',
      'Easy battery changes or charging on a dive trip',
      'Audible and vibrating alarms for ascent rate and depth',
      'Local service and support in Australia',
    ],
  },
];

/**
 * The year in Sydney without a date formatter (the list page loads no Intl or date code): a year turns
 * in summer, when Sydney is UTC+11, so the UTC year eleven hours on is Sydney's.
 */
function sydneyYear(value: string | null | undefined): number {
  const time = value ? new Date(value).getTime() : NaN;
  return Number.isNaN(time) ? 0 : new Date(time + 11 * 3_600_000).getUTCFullYear();
}

/**
 * The years the listed reviews were written in ("2025", or "2025–2026"), in the site's time zone, so
 * the heading never names a year the reviews are not from; empty without a dated review.
 */
export function reviewedYears(dates: string[]): string {
  const years = dates.map(sydneyYear).filter((year) => year > 0);
  if (years.length === 0) return '';
  const first = Math.min(...years);
  const last = Math.max(...years);
  return first === last ? String(first) : `${first}–${last}`;
}

/** The extra buying advice shown with the Dive Computers filter; `reviewDates` are the listed reviews' createdAt. */
export function DiveComputerGuide({ reviewDates }: { reviewDates: string[] }) {
  const years = reviewedYears(reviewDates);
  return (
    <Box component="section" aria-labelledby="dive-computer-guide-title" sx={{ mb: 6 }}>
      <Typography id="dive-computer-guide-title" variant="h4" component="h2" gutterBottom>
        Best Dive Computers for Australian Divers
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, maxWidth: 800 }}>
        A dive computer is the most important safety purchase after your regulator. It tracks depth, time and nitrogen loading so you can
        enjoy longer, safer dives, from the Great Barrier Reef to the piers of Port Phillip Bay. Here is what to weigh up before you buy.
      </Typography>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' } }}>
        {GUIDE.map((column) => (
          <Paper key={column.title} variant="outlined" sx={{ p: 3 }}>
            <Typography variant="h6" component="h3" gutterBottom>
              {column.title}
            </Typography>
            <Box component="ul" sx={{ pl: 2.5, m: 0, color: 'text.secondary' }}>
              {column.points.map((point) => (
                <li key={point}>
                  <Typography component="span">{point}</Typography>
                </li>
              ))}
            </Box>
          </Paper>
        ))}
      </Box>
      <Typography variant="h4" component="h2" sx={{ mt: 6 }}>
        {years ? `All Dive Computers Reviewed in ${years}` : 'All Dive Computers'}
      </Typography>
    </Box>
  );
}
