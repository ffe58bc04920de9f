# A room's sources are the *.h and *.cpp files it holds (not those of the
# rooms inside it): a file added to a room builds with no edit to a list.
#   terrain_room_sources(TARGET room... [EXCEPT file...])
# Rooms and files are relative to this folder, . being the folder itself;
# EXCEPT leaves out files that another target compiles.
function(terrain_room_sources target)
    cmake_parse_arguments(arg "" "" "EXCEPT" ${ARGN})
    list(TRANSFORM arg_EXCEPT PREPEND "${CMAKE_CURRENT_SOURCE_DIR}/")
    foreach(room IN LISTS arg_UNPARSED_ARGUMENTS)
        file(GLOB found CONFIGURE_DEPENDS "${CMAKE_CURRENT_SOURCE_DIR}/${room}/*.h"
                                          "${CMAKE_CURRENT_SOURCE_DIR}/${room}/*.cpp")
        if(NOT found)
            message(FATAL_ERROR "terrain_room_sources: ${CMAKE_CURRENT_SOURCE_DIR}/${room} holds no source")
        endif()
        if(arg_EXCEPT)
            list(REMOVE_ITEM found ${arg_EXCEPT})
        endif()
        target_sources(${target} PRIVATE ${found})
    endforeach()
endfunction()
