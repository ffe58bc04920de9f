# The generators. Each is a folder of its name in every layer it has
# (core/, widgets/, app/, tests/); TERRAIN_GENERATORS, set in the top
# CMakeLists.txt, is the one place that names them, in the order File ▸ New
# lists them (the first is the default). A generator's app folder registers
# what the studio and the command line call (terrain_register_generator);
# the lists they call are written into the build, so no source file names a
# generator outside its own folders.

# Adds the folder of each generator that this layer has.
macro(terrain_add_generator_folders)
    foreach(generator IN LISTS TERRAIN_GENERATORS)
        if(EXISTS "${CMAKE_CURRENT_SOURCE_DIR}/${generator}/CMakeLists.txt")
            add_subdirectory(${generator})
        endif()
    endforeach()
endmacro()

# Called from app/NAME/CMakeLists.txt:
#   terrain_register_generator(STUDIO nameGenerator [otherGenerator...] CLI nameCli)
# The folder's *.h and *.cpp (its rooms' too) go into the studio, those of its cli/ into
# terrainstudio-cli, cli/NAME-usage.txt (its commands' --help,
# app/cli/cliregistry.h) into the CLI's resources. STUDIO: functions of
# terrain::app taking nothing and returning an app::Generator; CLI: functions
# of terrain::cli returning a cli::CliGenerator. The registry declares them,
# so a generator needs no header for its entries.
function(terrain_register_generator)
    cmake_parse_arguments(arg "" "" "STUDIO;CLI" ${ARGN})
    if(arg_UNPARSED_ARGUMENTS OR NOT arg_STUDIO)
        message(FATAL_ERROR "terrain_register_generator: STUDIO is needed; "
                            "unknown words: ${arg_UNPARSED_ARGUMENTS}")
    endif()
    get_filename_component(name "${CMAKE_CURRENT_SOURCE_DIR}" NAME)
    file(GLOB cli_sources CONFIGURE_DEPENDS "${CMAKE_CURRENT_SOURCE_DIR}/cli/*.h"
                                            "${CMAKE_CURRENT_SOURCE_DIR}/cli/*.cpp")
    file(GLOB_RECURSE studio_sources CONFIGURE_DEPENDS "${CMAKE_CURRENT_SOURCE_DIR}/*.h"
                                                       "${CMAKE_CURRENT_SOURCE_DIR}/*.cpp")
    if(cli_sources)
        list(REMOVE_ITEM studio_sources ${cli_sources})
    endif()
    target_sources(terrainapp PRIVATE ${studio_sources})
    set_property(GLOBAL APPEND PROPERTY TERRAIN_STUDIO_ENTRIES ${arg_STUDIO})
    if(arg_CLI)
        target_sources(terrainstudio-cli PRIVATE ${cli_sources})
        set_property(GLOBAL APPEND PROPERTY TERRAIN_CLI_ENTRIES ${arg_CLI})
        if(EXISTS "${CMAKE_CURRENT_SOURCE_DIR}/cli/${name}-usage.txt")
            string(MAKE_C_IDENTIFIER "${name}_usage" resource)
            qt_add_resources(terrainstudio-cli "${resource}"
                PREFIX "/usage" BASE cli FILES "cli/${name}-usage.txt")
        endif()
    endif()
endfunction()

# The calls of the registered entries, as one list of C++ calls.
function(terrain_generator_calls property out)
    get_property(entries GLOBAL PROPERTY ${property})
    list(TRANSFORM entries APPEND "()")
    list(JOIN entries ", " calls)
    set(${out} "${calls}" PARENT_SCOPE)
endfunction()

# The declarations of the registered entries: "Type name();" a line each.
function(terrain_generator_declarations property type out)
    get_property(entries GLOBAL PROPERTY ${property})
    set(declarations "")
    foreach(entry IN LISTS entries)
        string(APPEND declarations "${type} ${entry}();\n")
    endforeach()
    set(${out} "${declarations}" PARENT_SCOPE)
endfunction()

# After the generator folders of app/: writes registeredGenerators() into the
# studio and registeredCliGenerators() into terrainstudio-cli.
function(terrain_write_generator_registry)
    set(note "// Written by cmake/generators.cmake from each generator's terrain_register_generator.")
    terrain_generator_declarations(TERRAIN_STUDIO_ENTRIES Generator declarations)
    terrain_generator_calls(TERRAIN_STUDIO_ENTRIES calls)
    file(CONFIGURE OUTPUT "${CMAKE_CURRENT_BINARY_DIR}/registered/registeredgenerators.cpp"
        CONTENT "${note}\n#include \"generator.h\"\n\nnamespace terrain::app {\n\n${declarations}\nQList<Generator> registeredGenerators()\n{\n    return {${calls}};\n}\n\n} // namespace terrain::app\n")
    terrain_generator_declarations(TERRAIN_CLI_ENTRIES CliGenerator declarations)
    terrain_generator_calls(TERRAIN_CLI_ENTRIES calls)
    file(CONFIGURE OUTPUT "${CMAKE_CURRENT_BINARY_DIR}/registered/registeredcli.cpp"
        CONTENT "${note}\n#include \"cli/cliregistry.h\"\n\nnamespace terrain::cli {\n\n${declarations}\nQList<CliGenerator> registeredCliGenerators()\n{\n    return {${calls}};\n}\n\n} // namespace terrain::cli\n")
    target_sources(terrainapp PRIVATE "${CMAKE_CURRENT_BINARY_DIR}/registered/registeredgenerators.cpp")
    target_sources(terrainstudio-cli PRIVATE "${CMAKE_CURRENT_BINARY_DIR}/registered/registeredcli.cpp")
endfunction()
