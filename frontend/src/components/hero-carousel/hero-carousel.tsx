import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import VolumeOffIcon from '@mui/icons-material/VolumeOff';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { preload } from 'react-dom';
import { Link as RouterLink } from 'react-router-dom';
import { DEFAULT_AUTOPLAY_MS, FADE_MS, type HeroSlide, carouselReducer, initialCarouselState } from './carousel-state';

export interface HeroCarouselProps {
  slides: HeroSlide[];
  autoplayInterval?: number;
}

const controlSx = {
  color: 'common.white',
  bgcolor: 'rgba(6, 26, 51, 0.55)',
  '&:hover': { bgcolor: 'rgba(6, 26, 51, 0.8)' },
} as const;

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Full-screen video hero. Without a playable video (none configured, offline, unsupported format)
 * the poster stays and only the controls that still mean something are shown.
 */
export function HeroCarousel({ slides, autoplayInterval = DEFAULT_AUTOPLAY_MS }: HeroCarouselProps) {
  const count = slides.length;
  const reducer = useMemo(() => carouselReducer(count), [count]);
  const [state, dispatch] = useReducer(reducer, undefined, () => initialCarouselState(true));
  const [failedVideos, setFailedVideos] = useState<ReadonlySet<string>>(() => new Set());
  const videoRefs = useRef(new Map<string, HTMLVideoElement>());
  const active = slides[state.index];
  const multiple = count > 1;
  const activeVideoUsable = Boolean(active?.videoUrl) && !failedVideos.has(active?.id ?? '');
  // The first poster is the page's largest paint: a <video> poster is found late and fetched at low
  // priority, so the server-rendered head asks for it first (React hoists this into <head>).
  const firstPoster = slides[0]?.posterImage;
  if (firstPoster) preload(firstPoster, { as: 'image', fetchPriority: 'high' });

  const markFailed = useCallback((id: string) => {
    setFailedVideos((previous) => (previous.has(id) ? previous : new Set(previous).add(id)));
  }, []);

  // The server cannot know the visitor's motion setting: it renders the playing state, and a visitor
  // who asks for reduced motion gets the carousel paused as soon as the page is live.
  useEffect(() => {
    if (prefersReducedMotion()) dispatch({ type: 'autoplayFailed' });
  }, []);

  // Only the visible slide's video runs; a refused play() (autoplay policy) switches to paused.
  useEffect(() => {
    for (const [id, video] of videoRefs.current) {
      video.muted = state.muted;
      const shouldPlay = id === active?.id && state.playing && activeVideoUsable;
      if (!shouldPlay) {
        video.pause();
        continue;
      }
      const attempt = video.play() as Promise<void> | undefined;
      attempt?.catch((error: unknown) => {
        // AbortError means a newer pause()/load() interrupted this play(), not that autoplay is blocked.
        if (!(error instanceof DOMException && error.name === 'AbortError')) dispatch({ type: 'autoplayFailed' });
      });
    }
  }, [active?.id, state.playing, state.muted, activeVideoUsable]);

  // A fresh interval after every slide change, so a manual move gets the full time too.
  useEffect(() => {
    if (!multiple || !state.playing) return undefined;
    const timer = window.setInterval(() => dispatch({ type: 'tick' }), autoplayInterval);
    return () => window.clearInterval(timer);
  }, [multiple, state.playing, state.index, autoplayInterval]);

  if (!active) return null;

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label="Featured dive destinations"
      sx={{
        position: 'relative',
        overflow: 'hidden',
        minHeight: { xs: 'calc(100svh - 56px)', sm: 'calc(100svh - 64px)' },
        bgcolor: 'primary.dark',
        color: 'common.white',
      }}
    >
      {slides.map((slide, i) => {
        const isActive = i === state.index;
        const usable = Boolean(slide.videoUrl) && !failedVideos.has(slide.id);
        return (
          <Box
            key={slide.id}
            role="group"
            aria-roledescription="slide"
            aria-label={`Slide ${i + 1} of ${count}: ${slide.title}`}
            aria-hidden={!isActive}
            data-active={isActive}
            sx={{
              position: 'absolute',
              inset: 0,
              opacity: isActive ? 1 : 0,
              transition: `opacity ${FADE_MS}ms ease-in-out`,
              pointerEvents: isActive ? 'auto' : 'none',
            }}
          >
            <Box
              component="video"
              ref={(node: HTMLVideoElement | null) => {
                if (node) videoRefs.current.set(slide.id, node);
                else videoRefs.current.delete(slide.id);
              }}
              data-testid={`hero-video-${slide.id}`}
              src={usable ? slide.videoUrl : undefined}
              poster={slide.posterImage}
              muted={state.muted}
              loop={!multiple}
              playsInline
              preload={isActive ? 'metadata' : 'none'}
              aria-hidden
              onEnded={() => dispatch({ type: 'videoEnded' })}
              onError={() => markFailed(slide.id)}
              sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
            >
              Your browser does not support the video tag.
            </Box>
            <Box
              aria-hidden
              sx={{
                position: 'absolute',
                inset: 0,
                background: 'linear-gradient(180deg, rgba(6,26,51,0.35) 0%, rgba(6,26,51,0.55) 55%, rgba(6,26,51,0.85) 100%)',
              }}
            />
            <Container
              maxWidth="lg"
              sx={{ position: 'relative', height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'center', py: 10 }}
            >
              <Typography
                component={isActive ? 'h1' : 'h2'}
                variant="h2"
                sx={{ maxWidth: 820, textShadow: '0 2px 16px rgba(0,0,0,0.35)', fontSize: { xs: '2.2rem', sm: '3rem', md: '3.75rem' } }}
              >
                {slide.title}
              </Typography>
              <Typography sx={{ mt: 2, maxWidth: 640, fontSize: { xs: '1.05rem', md: '1.25rem' }, opacity: 0.95 }}>
                {slide.description}
              </Typography>
              {slide.ctaText && slide.ctaLink && (
                <Box sx={{ mt: 4 }}>
                  <Button
                    component={RouterLink}
                    to={slide.ctaLink}
                    size="large"
                    variant="contained"
                    color="warning"
                    tabIndex={isActive ? 0 : -1}
                  >
                    {slide.ctaText}
                  </Button>
                </Box>
              )}
            </Container>
          </Box>
        );
      })}

      <Box sx={{ position: 'absolute', right: 16, bottom: 16, display: 'flex', gap: 1, zIndex: 1 }}>
        {(multiple || activeVideoUsable) && (
          <IconButton onClick={() => dispatch({ type: 'togglePlay' })} aria-label={state.playing ? 'Pause' : 'Play'} sx={controlSx}>
            {state.playing ? <PauseIcon /> : <PlayArrowIcon />}
          </IconButton>
        )}
        {activeVideoUsable && (
          <IconButton onClick={() => dispatch({ type: 'toggleMute' })} aria-label={state.muted ? 'Unmute' : 'Mute'} sx={controlSx}>
            {state.muted ? <VolumeOffIcon /> : <VolumeUpIcon />}
          </IconButton>
        )}
      </Box>

      {multiple && (
        <>
          <IconButton
            onClick={() => dispatch({ type: 'previous' })}
            aria-label="Previous slide"
            sx={{ ...controlSx, position: 'absolute', left: 16, top: '50%', transform: 'translateY(-50%)' }}
          >
            <ChevronLeftIcon />
          </IconButton>
          <IconButton
            onClick={() => dispatch({ type: 'next' })}
            aria-label="Next slide"
            sx={{ ...controlSx, position: 'absolute', right: 16, top: '50%', transform: 'translateY(-50%)' }}
          >
            <ChevronRightIcon />
          </IconButton>
          <Box sx={{ position: 'absolute', bottom: 24, left: '50%', transform: 'translateX(-50%)', display: 'flex', gap: 1 }}>
            {slides.map((slide, i) => (
              <Box
                key={slide.id}
                component="button"
                type="button"
                aria-label={`Go to slide ${i + 1}`}
                aria-current={i === state.index ? 'true' : undefined}
                onClick={() => dispatch({ type: 'goTo', index: i })}
                sx={{
                  width: i === state.index ? 28 : 12,
                  height: 12,
                  p: 0,
                  border: 0,
                  borderRadius: 999,
                  cursor: 'pointer',
                  bgcolor: i === state.index ? 'common.white' : 'rgba(255,255,255,0.5)',
                  transition: 'width 300ms ease',
                }}
              />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
