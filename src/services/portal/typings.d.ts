declare namespace API {}
