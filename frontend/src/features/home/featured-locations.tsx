import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useGetFeaturedLocations } from '@/api/generated/endpoints/locations/locations';
import type { LocationResponseDto } from '@/api/generated/models';
import { AppImage } from '@/components/image/app-image';
import { columnSizes } from '@/components/image/column-sizes';
import { SkeletonGrid, gridColumns } from '@/components/skeleton/skeleton-grid';
import { paths } from '@/config/paths';

const FEATURED_SKELETONS = 3;
const COLUMNS = { xs: 1, sm: 2, md: 3 } as const;

/** The spec's /dive-sites, opened on the location's nearest region when the API knows one. */
export function exploreSitesLink(location: Pick<LocationResponseDto, 'directoryRegion'>): string {
  const directory = paths.diveSites.build();
  return location.directoryRegion ? `${directory}?${new URLSearchParams({ region: location.directoryRegion })}` : directory;
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="dt">
        {label}
      </Typography>
      <Typography variant="body2" component="dd" sx={{ m: 0, fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}

function LocationCard({ location }: { location: LocationResponseDto }) {
  return (
    <Card
      component="article"
      variant="outlined"
      data-testid="location-card"
      sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}
    >
      <AppImage src={location.imageUrl} alt={location.name} width={600} height={400} sizes={columnSizes(COLUMNS)} />
      <CardContent sx={{ flexGrow: 1 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, mb: 1 }}>
          <Typography variant="overline" color="secondary.dark">
            {location.region}
          </Typography>
          <Chip label={location.difficulty} size="small" variant="outlined" />
        </Box>
        <Typography variant="h5" component="h3" gutterBottom>
          {location.name}
        </Typography>
        <Typography
          color="text.secondary"
          sx={{ mb: 2, display: '-webkit-box', WebkitLineClamp: 4, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {location.description}
        </Typography>
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5, m: 0 }}>
          <Fact label="Water temperature" value={location.waterTemp} />
          <Fact label="Visibility" value={location.visibility} />
          <Fact label="Depth" value={location.depth} />
          <Fact label="Best time" value={location.bestTime} />
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Link component={RouterLink} to={exploreSitesLink(location)} sx={{ fontWeight: 700 }}>
          Explore Sites
        </Link>
      </CardActions>
    </Card>
  );
}

export function FeaturedLocations() {
  const locations = useGetFeaturedLocations();
  const list = locations.data ?? [];
  return (
    <Box component="section" aria-labelledby="featured-locations-title" sx={{ py: { xs: 6, md: 9 }, bgcolor: '#eef7f8' }}>
      <Container maxWidth="lg">
        <Typography id="featured-locations-title" variant="h3" component="h2" gutterBottom sx={{ textAlign: 'center' }}>
          Top Australian Dive Destinations
        </Typography>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 5 }}>
          Where to start: reefs, wrecks and bays loved by Australian divers.
        </Typography>
        {locations.isPending ? (
          <SkeletonGrid count={FEATURED_SKELETONS} columns={COLUMNS} imageAspectRatio="3 / 2" label="Loading destinations" />
        ) : (
          list.length > 0 && (
            <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: gridColumns(COLUMNS) }}>
              {list.map((location) => (
                <LocationCard key={location.id} location={location} />
              ))}
            </Box>
          )
        )}
        <Box sx={{ textAlign: 'center', mt: 5 }}>
          <Button component={RouterLink} to={paths.diveSites.build()} variant="contained" size="large">
            Explore All Destinations
          </Button>
        </Box>
      </Container>
    </Box>
  );
}
