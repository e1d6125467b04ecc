export default function ClueStatsScreen() { return null; }
