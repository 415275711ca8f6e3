import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** The licences of the dive-site data require this attribution (see backend seed data README). */
export function DataAttribution() {
  return (
    <Paper component="section" aria-labelledby="data-attribution-heading" variant="outlined" sx={{ p: { xs: 3, md: 4 }, borderRadius: 1 }}>
      <Typography id="data-attribution-heading" variant="h5" component="h2" gutterBottom>
        Where our dive-site data comes from
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 1.5 }}>
        The locations on our dive-site map are open data, shared by people who love diving as much as we do:
      </Typography>
      <Typography component="ul" sx={{ color: 'text.secondary', pl: 3, '& li': { mb: 1 } }}>
        <li>
          288 dive sites: © OpenDiveMap contributors (
          <Link href="https://opendivemap.com" target="_blank" rel="noopener noreferrer">
            https://opendivemap.com
          </Link>
          ), available under the{' '}
          <Link href="https://opendatacommons.org/licenses/odbl/1-0/" target="_blank" rel="noopener noreferrer">
            Open Database Licence (ODbL) 1.0
          </Link>
          .
        </li>
        <li>
          7 Houtman Abrolhos Islands dive trails: © State of Western Australia (Department of Primary Industries and Regional Development,
          DPIRD), licensed under{' '}
          <Link href="https://creativecommons.org/licenses/by/4.0/" target="_blank" rel="noopener noreferrer">
            CC BY 4.0
          </Link>
          .
        </li>
        <li>
          The coastline we measure each site&apos;s exposure from (which directions it is open to or sheltered from):{' '}
          <Link href="https://www.naturalearthdata.com/about/terms-of-use/" target="_blank" rel="noopener noreferrer">
            Natural Earth
          </Link>{' '}
          1:10m land (public domain), via the{' '}
          <Link href="https://github.com/topojson/world-atlas" target="_blank" rel="noopener noreferrer">
            world-atlas
          </Link>{' '}
          package (ISC licence).
        </li>
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Names and coordinates are as published. Depths are community-reported maximums, and skill levels, water temperatures and best
        seasons are general guides worked out from depth and latitude, not site surveys. Always check local conditions with a dive operator
        before you dive. Our dive-site database remains available under the ODbL 1.0.
      </Typography>
    </Paper>
  );
}
