'use strict';
/**
 * A local stand-in for the Open-Meteo Marine and Forecast APIs, for the API tests, the browser tests
 * (scripts/e2e.sh) and bench/conditions.bench.js, so no test reaches the internet. It answers in the
 * documented shape: for each place `latitude`, `longitude`, `timezone`, `utc_offset_seconds`, `hourly`
 * arrays keyed by variable (with `hourly_units`) and, from the Forecast API, `daily` sunrise/sunset;
 * one place is one object, several (comma-separated coordinates) a JSON array in the same order.
 *
 * The fixtures are ours: every place's day is calm, "some swell" or rough by a fixed rule of its
 * coordinates and the day (see seaStateOf), and places inland (latitude -30..-20, longitude 125..140,
 * central Australia) have no sea cell: every marine value is null, as the real Marine API answers.
 *
 * Run alone: `node scripts/open-meteo-stub --port 3449 [--latency 300] [--mode error]` prints its two
 * addresses. The mode can also come from OPEN_METEO_STUB_MODE, and be changed while it runs with
 * `POST /__stub/mode?mode=error` (answers the mode now in force), so a browser test can make the
 * forecast service fail and recover.
 *
 * `past_days` is honoured as documented (the hours start that many days before today). The same sea
 * and wind can be sent to every place, so tests can compare sites under one swell: `POST
 * /__stub/weather?swellHeight=1.5&swellDirection=90&swellPeriod=10&windSpeed=10&windDirection=270`
 * (also windGusts, waveHeight, precipitation; any left out keep the fixture's values), or
 * `stub.setWeather({...})` in-process; `DELETE /__stub/weather` (or `setWeather(null)`) goes back to the fixtures.
 */
const http = require('node:http');

const TIME_ZONE = 'Australia/Sydney';
const DAYS_DEFAULT = 7;
/** Per level (0 calm, 1 some swell, 2 rough): wave height m, wind km/h, gusts km/h, swell period s. */
const LEVELS = [
  { wave: 0.6, wind: 10, gust: 18, period: 8 },
  { wave: 1.5, wind: 18, gust: 28, period: 11 },
  { wave: 2.8, wind: 36, gust: 52, period: 13 },
];

function isInland(lat, lon) {
  return lat >= -30 && lat <= -20 && lon >= 125 && lon <= 140;
}

/** A place's sea on day `day` (0 = today): its coordinates pick a start level, each day moves one on. */
function seaStateOf(lat, lon, day) {
  const seed = Math.round(Math.abs(lat) * 100) + Math.round(Math.abs(lon) * 100);
  return (((seed + day) % 3) + 3) % 3;
}

function offsetSeconds(timeZone, at) {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName').value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 3600 + Number(match[3]) * 60) : 0;
}

function localTimes(days, now, pastDays = 0) {
  const offset = offsetSeconds(TIME_ZONE, now);
  const today = new Date(now.getTime() + offset * 1000).toISOString().slice(0, 10);
  const start = new Date(`${today}T00:00:00Z`).getTime() - pastDays * 86_400_000;
  const hours = Array.from({ length: days * 24 }, (_, i) => new Date(start + i * 3_600_000).toISOString().slice(0, 16));
  const dates = Array.from({ length: days }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
  return { offset, hours, dates };
}

function round(value, places = 2) {
  const f = 10 ** places;
  return Math.round(value * f) / f;
}

/** The fixture's value, or the same one for every place when a test has set it (see setWeather). */
function pick(weather, name, fixture) {
  return weather && typeof weather[name] === 'number' ? weather[name] : fixture;
}

function marineFor(lat, lon, days, now, pastDays, weather) {
  const { offset, hours } = localTimes(days + pastDays, now, pastDays);
  const land = isInland(lat, lon);
  // Day 0 is today, as without past days.
  const series = (fn) => hours.map((_, i) => (land ? null : fn(i, LEVELS[seaStateOf(lat, lon, Math.floor(i / 24) - pastDays)])));
  return {
    latitude: round(lat, 3),
    longitude: round(lon, 3),
    generationtime_ms: 0.5,
    utc_offset_seconds: offset,
    timezone: TIME_ZONE,
    timezone_abbreviation: 'GMT+11',
    elevation: 0,
    hourly_units: {
      time: 'iso8601',
      wave_height: 'm',
      swell_wave_height: 'm',
      swell_wave_period: 's',
      swell_wave_direction: '°',
      sea_surface_temperature: '°C',
      sea_level_height_msl: 'm',
    },
    hourly: {
      time: hours,
      wave_height: series((i, l) => pick(weather, 'waveHeight', round(l.wave - 0.1 + 0.1 * Math.sin(i / 4)))),
      swell_wave_height: series((i, l) => pick(weather, 'swellHeight', round(l.wave * 0.8))),
      swell_wave_period: series((i, l) => pick(weather, 'swellPeriod', round(l.period + Math.sin(i / 6), 1))),
      swell_wave_direction: series((i) => pick(weather, 'swellDirection', (150 + i * 3) % 360)),
      sea_surface_temperature: series((i) => round(21.5 + 0.3 * Math.sin(i / 12), 1)),
      sea_level_height_msl: series((i) => round(0.8 * Math.cos((2 * Math.PI * (i - 4)) / 12.42))),
    },
  };
}

function forecastFor(lat, lon, days, now, pastDays, weather) {
  const { offset, hours, dates } = localTimes(days + pastDays, now, pastDays);
  const level = (i) => LEVELS[isInland(lat, lon) ? 0 : seaStateOf(lat, lon, Math.floor(i / 24) - pastDays)];
  return {
    latitude: round(lat, 3),
    longitude: round(lon, 3),
    generationtime_ms: 0.4,
    utc_offset_seconds: offset,
    timezone: TIME_ZONE,
    timezone_abbreviation: 'GMT+11',
    elevation: 0,
    hourly_units: { time: 'iso8601', wind_speed_10m: 'km/h', wind_direction_10m: '°', wind_gusts_10m: 'km/h', precipitation: 'mm' },
    hourly: {
      time: hours,
      wind_speed_10m: hours.map((_, i) => pick(weather, 'windSpeed', round(level(i).wind - 2 + 2 * Math.sin(i / 5), 1))),
      wind_direction_10m: hours.map((_, i) => pick(weather, 'windDirection', (60 + i * 7) % 360)),
      wind_gusts_10m: hours.map((_, i) => pick(weather, 'windGusts', round(level(i).gust - 2 + 2 * Math.sin(i / 5), 1))),
      precipitation: hours.map(() => pick(weather, 'precipitation', 0)),
    },
    daily_units: { time: 'iso8601', sunrise: 'iso8601', sunset: 'iso8601' },
    daily: { time: dates, sunrise: dates.map((d) => `${d}T05:42`), sunset: dates.map((d) => `${d}T19:48`) },
  };
}

const MODES = ['ok', 'slow', 'error', 'rate-limited', 'malformed', 'wrong-shape'];
const WEATHER_FIELDS = [
  'waveHeight',
  'swellHeight',
  'swellPeriod',
  'swellDirection',
  'windSpeed',
  'windDirection',
  'windGusts',
  'precipitation',
];

/** `POST /__stub/weather?swellHeight=…` sends these values to every place; `DELETE` goes back to the fixtures. */
function weatherControl(url, request, response, state) {
  if (request.method === 'DELETE') state.weather = null;
  else if (request.method === 'POST') {
    const weather = {};
    for (const name of WEATHER_FIELDS) {
      const text = url.searchParams.get(name);
      if (text === null) continue;
      const value = Number(text);
      if (!Number.isFinite(value)) {
        response.writeHead(400, { 'content-type': 'application/json; charset=utf-8' });
        return response.end(JSON.stringify({ error: true, reason: `${name} must be a number` }));
      }
      weather[name] = value;
    }
    state.weather = weather;
  }
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify({ weather: state.weather }));
}

/** `POST /__stub/mode?mode=error` sets the mode; any method answers the mode in force. */
function control(url, request, response, state) {
  const wanted = url.searchParams.get('mode');
  if (request.method === 'POST') {
    if (!MODES.includes(wanted)) {
      response.writeHead(400, { 'content-type': 'application/json; charset=utf-8' });
      return response.end(JSON.stringify({ error: true, reason: `mode must be one of ${MODES.join(', ')}` }));
    }
    state.mode = wanted;
  }
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify({ mode: state.mode }));
}

function numbers(text) {
  return (text ?? '').split(',').map((v) => Number(v));
}

/**
 * Starts the stub. `mode` can be changed while it runs: 'ok', 'slow' (answers after `slowMs`), 'error'
 * (500), 'rate-limited' (429 with Retry-After), 'malformed' (not JSON) or 'wrong-shape' (JSON that is not
 * a forecast). `latencyMs` delays every answer (the bench's 300 ms).
 */
function startOpenMeteoStub(options = {}) {
  const state = {
    mode: options.mode ?? 'ok',
    latencyMs: options.latencyMs ?? 0,
    slowMs: options.slowMs ?? 10_000,
    retryAfterSeconds: options.retryAfterSeconds ?? 60,
    calls: { marine: 0, forecast: 0 },
    /** The same sea and wind for every place (see setWeather); null: the fixtures. */
    weather: null,
    /** How many places each request asked for, in order. */
    placesPerCall: [],
  };
  const timers = new Set();
  const server = http.createServer((request, response) => {
    const url = new URL(request.url, 'http://stub');
    if (url.pathname === '/__stub/mode') return control(url, request, response, state);
    if (url.pathname === '/__stub/weather') return weatherControl(url, request, response, state);
    const api = url.pathname.endsWith('/marine') ? 'marine' : url.pathname.endsWith('/forecast') ? 'forecast' : null;
    const send = (status, body, headers = {}) => {
      if (response.destroyed) return;
      response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
      response.end(typeof body === 'string' ? body : JSON.stringify(body));
    };
    if (!api) return send(404, { error: true, reason: 'Not found' });
    state.calls[api] += 1;
    const lats = numbers(url.searchParams.get('latitude'));
    const lons = numbers(url.searchParams.get('longitude'));
    state.placesPerCall.push(lats.length);
    const days = Number(url.searchParams.get('forecast_days') ?? DAYS_DEFAULT);
    const pastDays = Number(url.searchParams.get('past_days') ?? 0);
    const answer = () => {
      if (state.mode === 'error') return send(500, { error: true, reason: 'Internal server error' });
      if (state.mode === 'rate-limited') {
        return send(
          429,
          { error: true, reason: 'Minutely API request limit exceeded. Please try again in one minute.' },
          { 'retry-after': String(state.retryAfterSeconds) },
        );
      }
      if (state.mode === 'malformed') return send(200, '{"latitude": -33.8, "hourly": {"time": ["2026-');
      if (state.mode === 'wrong-shape') return send(200, { latitude: 'somewhere', results: [] });
      if (
        lats.length !== lons.length ||
        lats.some((v) => !Number.isFinite(v) || Math.abs(v) > 90) ||
        lons.some((v) => !Number.isFinite(v))
      ) {
        return send(400, { error: true, reason: 'Latitude and longitude must have the same number of elements' });
      }
      const now = new Date();
      const build = api === 'marine' ? marineFor : forecastFor;
      const places = lats.map((lat, i) => build(lat, lons[i], days, now, pastDays, state.weather));
      send(200, places.length === 1 ? places[0] : places);
    };
    const delay = state.latencyMs + (state.mode === 'slow' ? state.slowMs : 0);
    if (delay === 0) return answer();
    const timer = setTimeout(() => {
      timers.delete(timer);
      answer();
    }, delay);
    timers.add(timer);
  });
  return new Promise((resolve) => {
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const base = `http://127.0.0.1:${server.address().port}`;
      resolve({
        state,
        marineUrl: `${base}/v1/marine`,
        forecastUrl: `${base}/v1/forecast`,
        totalCalls: () => state.calls.marine + state.calls.forecast,
        setWeather: (weather) => {
          state.weather = weather;
        },
        reset: () => {
          state.calls = { marine: 0, forecast: 0 };
          state.placesPerCall = [];
        },
        close: () =>
          new Promise((done) => {
            for (const timer of timers) clearTimeout(timer);
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}

module.exports = { startOpenMeteoStub, seaStateOf, isInland, LEVELS, MODES };

if (require.main === module) {
  const text = (name) => {
    const i = process.argv.indexOf(`--${name}`);
    return i >= 0 ? process.argv[i + 1] : undefined;
  };
  const arg = (name, fallback) => (text(name) === undefined ? fallback : Number(text(name)));
  const mode = text('mode') ?? process.env.OPEN_METEO_STUB_MODE ?? 'ok';
  if (!MODES.includes(mode)) {
    console.error(`--mode must be one of ${MODES.join(', ')}`);
    process.exit(2);
  }
  startOpenMeteoStub({ port: arg('port', 0), latencyMs: arg('latency', 0), mode }).then((stub) => {
    console.log(`OPEN_METEO_MARINE_URL=${stub.marineUrl}`);
    console.log(`OPEN_METEO_FORECAST_URL=${stub.forecastUrl}`);
  });
}
