// The logbook PDF's words in the reader's language (decision 436). The server has no i18next, and
// this is the one document it writes for people, so its few words live here. The CSV keeps its
// English column keys: it is imported back.
import type { TLanguage } from '@sortie/domain/contracts';

export type LogbookPdfWords = {
  title: string;
  allPilots: string;
  onePilot: string;
  range: (from: string | undefined, to: string | undefined) => string;
  generated: (scope: string, at: string) => string;
  columns: readonly [string, string, string, string, string, string, string, string];
  deletedDrone: string;
  site: string;
  none: string;
  total: (flights: number, hours: string) => string;
};

const EN: LogbookPdfWords = {
  title: 'Pilot logbook',
  allPilots: 'All pilots',
  onePilot: 'One pilot',
  range: (from, to) => `${from ?? 'start'} to ${to ?? 'today'}`,
  generated: (scope, at) => `${scope} - generated ${at} (times UTC)`,
  columns: [
    'Date',
    'Take-off',
    'Landing',
    'Duration',
    'Pilot',
    'Aircraft',
    'Site / location',
    'Purpose',
  ],
  deletedDrone: 'Deleted drone',
  site: 'Site',
  none: 'No flights in this range.',
  total: (flights, hours) => `${flights} flights, ${hours} hours in total.`,
};

const HI: LogbookPdfWords = {
  title: 'पायलट लॉगबुक',
  allPilots: 'सभी पायलट',
  onePilot: 'एक पायलट',
  range: (from, to) => `${from ?? 'शुरुआत'} से ${to ?? 'आज'} तक`,
  generated: (scope, at) => `${scope} - ${at} को बनाया गया (समय UTC में)`,
  columns: ['तारीख़', 'टेक-ऑफ़', 'लैंडिंग', 'अवधि', 'पायलट', 'विमान', 'साइट / स्थान', 'उद्देश्य'],
  deletedDrone: 'हटाया गया ड्रोन',
  site: 'साइट',
  none: 'इस अवधि में कोई उड़ान नहीं।',
  total: (flights, hours) => `${flights} ${flights === 1 ? 'उड़ान' : 'उड़ानें'}, कुल ${hours} घंटे।`,
};

export function logbookPdfWords(language: TLanguage | undefined): LogbookPdfWords {
  return language === 'hi' ? HI : EN;
}
