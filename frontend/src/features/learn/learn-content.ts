export interface LearnStep {
  title: string;
  duration: string;
  text: string;
  points: string[];
}

export const LEARN_STEPS: LearnStep[] = [
  {
    title: 'Basic theory',
    duration: 'Online or in the classroom, 8-12 hours',
    text: 'Before you get wet you learn how pressure affects your body and your air spaces, how your gear works, and how to plan a dive so you come back with plenty of air to spare.',
    points: ['Pressure, buoyancy and equalising', 'Dive planning and air management', 'Hand signals and buddy procedures'],
  },
  {
    title: 'Pool training',
    duration: 'Confined water, usually 1-2 days',
    text: 'In a pool or calm, shallow water your instructor shows you each skill and you practise until it feels natural, from clearing a flooded mask to sharing air with your buddy.',
    points: ['Setting up and checking your gear', 'Mask clearing and regulator recovery', 'Hovering with neutral buoyancy'],
  },
  {
    title: 'Open water',
    duration: 'Four dives over 2 days',
    text: 'Now the fun part: four dives in the ocean, to a maximum of 18 metres, where you repeat your skills and start to enjoy the reef. Around Australia that might be a shore dive at Shelly Beach in Manly or a boat dive on the Great Barrier Reef.',
    points: ['Controlled descents and ascents', 'Navigation with a compass', 'A safety stop on every dive'],
  },
  {
    title: 'Certified diver',
    duration: 'For life',
    text: 'You are now qualified to dive with a buddy to 18 metres anywhere in the world. Log your dives, keep your skills fresh and, when you are ready, move on to Advanced Open Water, night diving or nitrox.',
    points: ['A certification card recognised worldwide', 'Rent gear and book dives anywhere', 'A path to advanced and specialty courses'],
  },
];

export interface SafetyTip {
  title: string;
  text: string;
}

export const SAFETY_TIPS: SafetyTip[] = [
  {
    title: 'Never hold your breath',
    text: 'Breathe slowly and continuously on scuba. Holding your breath while ascending can over-expand your lungs, one of the most serious injuries in diving.',
  },
  {
    title: 'Always dive with a buddy',
    text: 'Stay within reach, agree on signals and a plan for getting separated: search for no more than a minute, then surface and meet up.',
  },
  {
    title: 'Do a pre-dive safety check',
    text: 'Check BCD inflation, weights, releases, air and final OK together before every dive, even the tenth one of the trip.',
  },
  {
    title: 'Ascend slowly and stop at 5 metres',
    text: 'Come up no faster than 9-10 metres a minute and make a three-minute safety stop at 5 metres to give your body time to release nitrogen.',
  },
  {
    title: 'Dive within your training and your health',
    text: 'Stay within the depths and conditions you are trained for, skip the dive if you feel unwell, and never dive after alcohol.',
  },
  {
    title: 'Plan your flight home',
    text: 'Leave at least 18 hours between your last dive and a flight (24 hours after several days of diving) to reduce the risk of decompression sickness.',
  },
];
