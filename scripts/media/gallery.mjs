// The about page's gallery: six 1600×1000 scenes of club life, drawn without text, in page order.
import { arenaScenes } from './gallery-arena.mjs';
import { trainingScenes } from './gallery-training.mjs';

export const galleryScenes = {
  ring: arenaScenes.ring,
  tatami: trainingScenes.tatami,
  gloves: arenaScenes.gloves,
  group: trainingScenes.group,
  trophies: arenaScenes.trophies,
  sunrise: trainingScenes.sunrise,
};
