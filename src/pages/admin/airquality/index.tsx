export default function AirQuality() {
  return null;
}
