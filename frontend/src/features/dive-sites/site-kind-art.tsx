import { createContext, useContext, useId, type ReactNode } from 'react';
import { ocean } from '@/app/theme';
import type { SiteKind } from './site-kind';

const SAND = '#e9dcc0';
const ROCK = '#0b2545';
const CORAL = ocean.coral;
const FISH = '#ffd166';

/** A little fish facing left or right, for life in every scene. */
function Fish({ x, y, scale = 1, flip = false, fill = FISH }: { x: number; y: number; scale?: number; flip?: boolean; fill?: string }) {
  return (
    <path
      transform={`translate(${x} ${y}) scale(${flip ? -scale : scale} ${scale})`}
      d="M0 0q9-7 18 0-9 7-18 0zm18 0l7-5v10z"
      fill={fill}
      opacity={0.9}
    />
  );
}

/** Each kind's subject, drawn over the shared water, light and sand (viewBox 320 × 180). */
const SCENES: Record<SiteKind, ReactNode> = {
  wreck: (
    <g>
      <path d="M58 150l22-44h150l36 28-14 22z" fill={ROCK} />
      <path d="M98 106v-40h6v40zM176 106v-52h6v52z" fill={ROCK} />
      <path d="M104 74l56 20M182 60l40 40" stroke={ROCK} strokeWidth={2} />
      <g fill={ocean.lagoon} opacity={0.7}>
        <circle cx={120} cy={124} r={5} />
        <circle cx={146} cy={124} r={5} />
        <circle cx={172} cy={124} r={5} />
        <circle cx={198} cy={124} r={5} />
      </g>
      <path d="M230 112q8-10 16 0" stroke={CORAL} strokeWidth={4} fill="none" strokeLinecap="round" />
      <Fish x={240} y={70} />
      <Fish x={262} y={84} scale={0.8} />
      <Fish x={60} y={86} flip />
    </g>
  ),
  jetty: (
    <g>
      <rect x={0} y={18} width={320} height={12} fill={ROCK} />
      <g fill={ROCK}>
        {[40, 100, 160, 220, 280].map((x) => (
          <rect key={x} x={x} y={30} width={9} height={128} />
        ))}
      </g>
      <g fill={CORAL}>
        {[40, 100, 160, 220, 280].map((x) => (
          <path key={x} d={`M${x - 3} 150q7-16 15 0z`} />
        ))}
      </g>
      <path d="M0 30h320" stroke="#ffffff" strokeOpacity={0.5} strokeWidth={2} />
      <Fish x={120} y={90} />
      <Fish x={132} y={102} scale={0.7} />
      <Fish x={250} y={70} flip fill="#ffffff" />
    </g>
  ),
  cave: (
    <g>
      <path d="M40 180V84q0-56 120-60 120 4 120 60v96h-52v-70q-2-34-68-36-66 2-68 36v70z" fill={ROCK} />
      <path d="M160 52l-30 128h60z" fill="#ffffff" opacity={0.08} />
      <circle cx={160} cy={118} r={4} fill="#ffffff" opacity={0.8} />
      <path d="M156 122l-18 16" stroke="#ffffff" strokeOpacity={0.6} strokeWidth={3} strokeLinecap="round" />
      <Fish x={110} y={64} scale={0.8} flip />
      <Fish x={230} y={48} scale={0.8} />
    </g>
  ),
  wall: (
    <g>
      <path d="M0 0h112q-10 40 6 70-18 30-4 60-10 26 2 50H0z" fill={ROCK} />
      <g stroke={CORAL} strokeWidth={3} strokeLinecap="round" fill="none">
        <path d="M112 50q22-8 30-26M118 54q26 4 36-8" />
        <path d="M114 120q24-4 30-24M118 126q22 10 34 0" />
      </g>
      <g fill={FISH}>
        <circle cx={104} cy={86} r={4} />
        <circle cx={98} cy={150} r={3} />
      </g>
      <Fish x={210} y={70} />
      <Fish x={232} y={58} scale={0.7} />
      <Fish x={250} y={80} scale={0.8} />
    </g>
  ),
  island: (
    <g>
      <rect x={0} y={0} width={320} height={46} fill="#bfe9f0" />
      <path d="M70 46q40-34 90-30 50-4 90 30z" fill="#2f7d5b" />
      <path d="M150 20q-2-14 4-22M154 -2q-10-2-16 6M154 -2q10-4 16 4" stroke="#2f7d5b" strokeWidth={3} fill="none" />
      <path d="M0 46h320" stroke="#ffffff" strokeOpacity={0.7} strokeWidth={2} />
      <path d="M60 180q20-120 100-124 80 4 100 124z" fill={ROCK} />
      <path d="M110 150q6-14 14 0M196 150q6-16 14 0" stroke={CORAL} strokeWidth={4} fill="none" strokeLinecap="round" />
      <Fish x={40} y={96} />
      <Fish x={270} y={110} flip />
    </g>
  ),
  shore: (
    <g>
      <path d="M0 12q20-8 40 0t40 0 40 0 40 0 40 0 40 0 40 0 40 0" stroke="#ffffff" strokeOpacity={0.6} strokeWidth={3} fill="none" />
      <path d="M320 30L320 180H60q120-40 260-150z" fill={SAND} opacity={0.85} />
      <g fill={ROCK}>
        <path d="M150 160q10-26 30-24 16 2 18 24z" />
        <path d="M204 150q6-16 18-14 10 2 10 14z" />
      </g>
      <path d="M120 168q4-20 0-40M126 168q8-14 4-34" stroke="#2f7d5b" strokeWidth={3} fill="none" strokeLinecap="round" />
      <Fish x={60} y={80} />
      <Fish x={84} y={94} scale={0.7} />
    </g>
  ),
  reef: (
    <g>
      <g fill={CORAL}>
        <path d="M60 158q-4-30 4-40l4 16q2-26 10-30l2 24q6-20 14-18l-6 48z" />
        <path d="M240 158q-6-24 4-34l4 12q4-20 12-22l0 20q8-14 14-12l-8 36z" />
      </g>
      <path d="M120 158q0-34 30-36 30 2 30 36z" fill="#f4a261" />
      <path d="M130 150q20-10 40 0M132 140q18-8 36 0" stroke="#c9743c" strokeWidth={2} fill="none" />
      <path d="M200 158v-44m0 14l-12-14m12 6l12-16" stroke={ocean.lagoon} strokeWidth={5} strokeLinecap="round" fill="none" />
      <Fish x={90} y={70} />
      <Fish x={116} y={80} scale={0.7} />
      <Fish x={220} y={60} flip fill="#ffffff" />
      <Fish x={250} y={88} scale={0.8} />
    </g>
  ),
};

const KINDS = Object.keys(SCENES) as SiteKind[];
const SHEET_WATER = 'ddu-art-water';
const symbolId = (kind: SiteKind) => `ddu-art-${kind}`;

/** Water, light and sand, the kind's subject and a few bubbles: every drawing's layers (viewBox 320 × 180). */
function ArtLayers({ kind, water }: { kind: SiteKind; water: string }) {
  return (
    <>
      <rect width={320} height={180} fill={`url(#${water})`} />
      <path d="M40 0h26L30 180H0zM150 0h18l-40 180h-22zM250 0h30l-60 180h-30z" fill="#ffffff" opacity={0.07} />
      <path d="M0 164q80-12 160-4t160-6v26H0z" fill={SAND} opacity={0.55} />
      {SCENES[kind]}
      <g fill="#ffffff" opacity={0.35}>
        <circle cx={286} cy={40} r={3} />
        <circle cx={292} cy={28} r={2} />
        <circle cx={24} cy={60} r={2.5} />
      </g>
    </>
  );
}

function WaterGradient({ id }: { id: string }) {
  return (
    <linearGradient id={id} x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stopColor={ocean.lagoon} />
      <stop offset="0.45" stopColor={ocean.teal} />
      <stop offset="1" stopColor={ocean.deep} />
    </linearGradient>
  );
}

const ArtSheet = createContext(false);

/**
 * Every kind's drawing once, for a list of cards: the cards inside then point at it (`<use>`)
 * instead of each carrying its own copy, about 25 elements a card fewer for the browser to build and for
 * React to hydrate. Invisible itself (no size, hidden from assistive technology).
 */
export function SiteKindArtSheet({ children }: { children: ReactNode }) {
  return (
    <ArtSheet.Provider value>
      <svg
        aria-hidden="true"
        focusable="false"
        width="0"
        height="0"
        style={{ position: 'absolute', width: 0, height: 0, overflow: 'hidden' }}
      >
        <defs>
          <WaterGradient id={SHEET_WATER} />
          {KINDS.map((kind) => (
            <symbol key={kind} id={symbolId(kind)} viewBox="0 0 320 180">
              <ArtLayers kind={kind} water={SHEET_WATER} />
            </symbol>
          ))}
        </defs>
      </svg>
      {children}
    </ArtSheet.Provider>
  );
}

/**
 * Our own drawing of a kind of dive site (wreck, jetty, cave, wall, island, shore, reef): the
 * artwork a featured guide shows until the owner uploads a photo. Decoration only (aria-hidden): the
 * card's words say everything the picture does. Inside a SiteKindArtSheet it points at the sheet's copy.
 */
export function SiteKindArt({ kind }: { kind: SiteKind }) {
  const onSheet = useContext(ArtSheet);
  const id = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  return (
    <svg
      viewBox="0 0 320 180"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      data-art={kind}
      style={{ display: 'block', width: '100%', height: '100%' }}
    >
      {onSheet ? (
        <use href={`#${symbolId(kind)}`} width={320} height={180} />
      ) : (
        <>
          <defs>
            <WaterGradient id={`${id}-water`} />
          </defs>
          <ArtLayers kind={kind} water={`${id}-water`} />
        </>
      )}
    </svg>
  );
}
