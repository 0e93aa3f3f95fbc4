// Never answers: the engine timeout stops it.
import './lib.mjs';

setInterval(() => {}, 1000);
