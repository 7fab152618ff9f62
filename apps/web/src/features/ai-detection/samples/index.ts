// Bundled samples for the test bench (scikit-image's data set: public-domain NASA photograph and
// CC0 photographs; decision 500 names the sources). Imported as URLs, so they are files in the
// test bench's assets and not in any other page's code.
import astronautUrl from './astronaut.jpg?url';
import chelseaUrl from './chelsea.jpg?url';
import coffeeUrl from './coffee.jpg?url';
import sceneUrl from './scene-720p.jpg?url';

export type Sample = { id: string; name: string; url: string };

export const SAMPLES: readonly Sample[] = [
  { id: 'scene', name: 'Astronaut and cat (1280×720)', url: sceneUrl },
  { id: 'astronaut', name: 'Astronaut (NASA, public domain)', url: astronautUrl },
  { id: 'cat', name: 'Cat (CC0)', url: chelseaUrl },
  { id: 'coffee', name: 'Coffee cup (CC0)', url: coffeeUrl },
];
