// What the product does, in the order of the core loop (DESIGN.md): plan, fly, verify. Plain
// markup styled by landing.css: the landing page renders without MUI (decision 418).
import { LandingIcon, type LandingIconName } from './landing-icon.tsx';

const HIGHLIGHTS: { icon: LandingIconName; title: string; text: string }[] = [
  {
    icon: 'map',
    title: 'Plan missions in minutes',
    text: 'Draw a site or upload KML, then generate area, corridor, waypoint or orbit missions and export them to your flight app.',
  },
  {
    icon: 'videocam',
    title: 'Fly and stream live',
    text: 'Share a live feed from the field with your team, send missions to docks and keep every flight in one place.',
  },
  {
    icon: 'factCheck',
    title: 'Check your data on site',
    text: 'Verify captured images for blur, overlap and gaps before you pack up, so you never have to fly twice.',
  },
];

export function LandingHighlights() {
  return (
    <section className="landing-container landing-highlights" aria-label="What you can do">
      {HIGHLIGHTS.map(({ icon, title, text }) => (
        <div key={title} className="landing-card">
          <div className="landing-card-icon">
            <LandingIcon name={icon} />
          </div>
          <h2>{title}</h2>
          <p>{text}</p>
        </div>
      ))}
    </section>
  );
}
