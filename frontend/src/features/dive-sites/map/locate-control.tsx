import MyLocationIcon from '@mui/icons-material/MyLocation';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useEffect, useRef, useState } from 'react';
import { L } from './leaflet-setup';
import { LOCATE_MESSAGES, LOCATE_TIMEOUT_MS, locateFailure } from './map-points';

interface LocateControlProps {
  map: L.Map | null;
  /** Told where the visitor is, e.g. so the directory can sort its cards by distance. */
  onLocated?: (here: { lat: number; lng: number }) => void;
}

/** Zoom that shows the dive sites within a short drive of the visitor. */
const LOCATED_ZOOM = 10;

/** "Near me": centres the map on the visitor (browser geolocation, 10 s limit), or says why it cannot. */
export function LocateControl({ map, onLocated }: LocateControlProps) {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const youAreHere = useRef<L.CircleMarker | null>(null);

  useEffect(() => () => void youAreHere.current?.remove(), []);

  const locate = () => {
    if (!map) return;
    setMessage(null);
    if (!('geolocation' in navigator)) {
      setMessage(LOCATE_MESSAGES.unsupported);
      return;
    }
    setBusy(true);
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        setBusy(false);
        const here = L.latLng(coords.latitude, coords.longitude);
        youAreHere.current?.remove();
        youAreHere.current = L.circleMarker(here, { radius: 9, color: '#ffffff', weight: 3, fillColor: '#0e9aa7', fillOpacity: 1 })
          .bindTooltip('You are here')
          .addTo(map);
        map.setView(here, LOCATED_ZOOM);
        onLocated?.({ lat: coords.latitude, lng: coords.longitude });
      },
      (error) => {
        setBusy(false);
        setMessage(LOCATE_MESSAGES[locateFailure(error.code)]);
      },
      { timeout: LOCATE_TIMEOUT_MS, maximumAge: 60_000, enableHighAccuracy: false },
    );
  };

  return (
    <>
      <Box sx={{ position: 'absolute', top: 12, right: 12, zIndex: 1000 }}>
        <Button
          variant="contained"
          color="inherit"
          size="small"
          onClick={locate}
          disabled={busy || !map}
          startIcon={busy ? <CircularProgress size={16} aria-hidden /> : <MyLocationIcon fontSize="small" />}
          sx={{ bgcolor: 'background.paper', color: 'primary.main', boxShadow: 2, '&:hover': { bgcolor: 'grey.100' } }}
        >
          {busy ? 'Finding you...' : 'Near me'}
        </Button>
      </Box>
      {message && (
        <Alert
          severity="info"
          onClose={() => setMessage(null)}
          sx={{ position: 'absolute', left: 12, right: 12, bottom: 12, zIndex: 1000, boxShadow: 2 }}
        >
          {message}
        </Alert>
      )}
    </>
  );
}
