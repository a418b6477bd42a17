/**
 * The swiper parts the islands use, imported by name so the bundle carries only these modules
 * (importing 'swiper/modules' as a whole pulls in every one). Islands load this file lazily.
 */
export { default as Swiper } from 'swiper';
export { A11y, Autoplay, Keyboard } from 'swiper/modules';
