// The banner's stylesheet, in the banner's own lazy chunk.
import 'vanilla-cookieconsent/dist/cookieconsent.css';
