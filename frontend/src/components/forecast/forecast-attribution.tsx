import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ConditionsAttributionDto } from '@/api/generated/models';

/** The API's own attribution, for room drawn before its answer comes (the server's HTML). */
export const OPEN_METEO_ATTRIBUTION: ConditionsAttributionDto = {
  text: 'Weather and marine data by Open-Meteo.com',
  url: 'https://open-meteo.com/',
  licence: 'CC BY 4.0',
  licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
};

const external = { target: '_blank', rel: 'noopener noreferrer', underline: 'always' } as const;

/**
 * The caveat and the Open-Meteo credit (CC BY 4.0) under every forecast the site shows: a site's three
 * days, a region's best bets and the directory's outlook. Links underlined, not told apart by colour alone.
 */
export function ForecastAttribution({ attribution, sx }: { attribution: ConditionsAttributionDto; sx?: SxProps<Theme> }) {
  return (
    <Typography variant="caption" color="text.secondary" component="p" sx={sx}>
      A model forecast, not local knowledge: check with local dive operators before you go. Data by{' '}
      <Link href={attribution.url} {...external}>
        Open-Meteo.com
      </Link>{' '}
      (
      <Link href={attribution.licenceUrl} {...external}>
        {attribution.licence}
      </Link>
      ).
    </Typography>
  );
}
