#ifndef MATCHCUT_CCAIRO_SHIM_H
#define MATCHCUT_CCAIRO_SHIM_H
#include <cairo.h>
#include <pango/pangocairo.h>
#include <pango/pangofc-fontmap.h>
#include <fontconfig/fontconfig.h>
// For the renderer fingerprint (RenderLibraries): the versions of what draws the pixels.
#include <pixman.h>
#include <ft2build.h>
#include FT_FREETYPE_H
// mallopt, for AllocatorPolicy: the large buffers a render churns are Cairo surfaces.
#include <malloc.h>

// Function-like macros and variadic functions do not import into Swift.
static inline int mc_pango_pixels(int d) { return PANGO_PIXELS(d); }
static inline void mc_g_object_unref(void *object) { g_object_unref(object); }
static inline PangoFcFontMap *mc_pango_fc_font_map(PangoFontMap *map) { return PANGO_FC_FONT_MAP(map); }
static inline int mc_pango_scale(void) { return PANGO_SCALE; }

// The spin-wait hint for TextDrawing's lock: lets the sibling hyperthread run and saves
// power while a worker waits a few microseconds for another to finish its text.
static inline void mc_cpu_relax(void) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    __asm__ __volatile__("yield");
#endif
}

// FreeType reports its version only through a library instance.
static inline void mc_freetype_version(int *major, int *minor, int *patch) {
    FT_Library library;
    *major = *minor = *patch = 0;
    if (FT_Init_FreeType(&library) != 0) return;
    FT_Library_Version(library, major, minor, patch);
    FT_Done_FreeType(library);
}
#endif
