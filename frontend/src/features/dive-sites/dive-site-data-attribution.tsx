import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';

// Underlined: in a run of grey text a link needs more than colour to stand out.
const external = { target: '_blank', rel: 'noopener noreferrer', underline: 'always' } as const;

/** Required by the licences of the seeded data (see backend/src/seed/data/README.md). */
export function DiveSiteDataAttribution() {
  return (
    <Box component="section" aria-label="Dive-site data sources" sx={{ borderTop: 1, borderColor: 'divider', pt: 2.5, mt: 6 }}>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 900 }}>
        Dive-site data: 288 sites ©{' '}
        <Link href="https://opendivemap.com" {...external}>
          OpenDiveMap contributors
        </Link>
        , available under the{' '}
        <Link href="https://opendatacommons.org/licenses/odbl/1-0/" {...external}>
          Open Database Licence (ODbL) 1.0
        </Link>
        ; the 7 Houtman Abrolhos Islands dive trails © State of Western Australia (DPIRD), licensed under{' '}
        <Link href="https://creativecommons.org/licenses/by/4.0/" {...external}>
          CC BY 4.0
        </Link>
        . Regions, skill levels, water temperatures and best times are estimated from each site&apos;s location and reported depth, so
        always check local conditions with a dive operator before you go. Map tiles ©{' '}
        <Link href="https://www.openstreetmap.org/copyright" {...external}>
          OpenStreetMap contributors
        </Link>
        .
      </Typography>
    </Box>
  );
}
